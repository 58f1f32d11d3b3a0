import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { type WaitlistHumanCheck, WaitlistSection } from './waitlist-form';

const LEADS = 'POST /api/leads';

function fields() {
  return {
    firstName: screen.getByLabelText(/^First name/),
    lastName: screen.getByLabelText(/^Last name/),
    email: screen.getByLabelText(/^E-mail/),
    submit: screen.getByRole('button', { name: 'Join the waitlist' }),
  };
}

describe('WaitlistSection', () => {
  it('asks for the e-mail and sends nothing while it is missing', async () => {
    const fetchSpy = stubFetch({});
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    const { firstName, email, submit } = fields();
    await user.type(firstName, 'Ana');
    await user.click(submit);
    expect(screen.getByText('E-mail required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail and a one-letter first name', async () => {
    const fetchSpy = stubFetch({});
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    const { firstName, email, submit } = fields();
    await user.type(firstName, 'A');
    await user.type(email, 'ana@');
    await user.click(submit);
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Min. 2 letters')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has a honeypot hidden from people and sends it with the lead', async () => {
    const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }) });
    const user = userEvent.setup();
    const { container } = renderWithQuery(<WaitlistSection />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();

    const { firstName, lastName, email, submit } = fields();
    await user.type(firstName, 'Ana');
    await user.type(lastName, 'López');
    await user.type(email, 'ana@example.com');
    // Bots fill every input; a person never reaches this one.
    await user.type(trap!, 'http://spam.example');
    await user.click(submit);

    expect(await screen.findByText(/confirm your place in line/)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      lang: 'en',
      tag: 'waitlist',
      website: 'http://spam.example',
    });
  });

  it('shows the success message after a normal sign-up (empty honeypot, no last name)', async () => {
    const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }) });
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    const { firstName, email, submit } = fields();
    await user.type(firstName, 'Ana');
    await user.type(email, ' ana@example.com ');
    await user.click(submit);
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent(
      'Almost done! We sent you an e-mail: open the link in it to confirm your place in line.',
    );
    expect(success.parentElement).toHaveFocus();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({
      firstName: 'Ana',
      email: 'ana@example.com',
      lang: 'en',
      tag: 'waitlist',
      website: '',
    });
  });

  it('shows the server error and keeps what was typed', async () => {
    stubFetch({ [LEADS]: json({ error: 'This e-mail is already on the waitlist' }, 409) });
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    const { firstName, lastName, email, submit } = fields();
    await user.type(firstName, 'Ana');
    await user.type(lastName, 'López');
    await user.type(email, 'ana@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already on the waitlist');
    expect(firstName).toHaveValue('Ana');
    expect(lastName).toHaveValue('López');
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });

  it('falls back to the client message when the server is unreachable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithQuery(<WaitlistSection />);
    const { firstName, email, submit } = fields();
    await user.type(firstName, 'Ana');
    await user.type(email, 'ana@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(email).toHaveValue('ana@example.com');
  });

  describe('with the CAPTCHA (the server wants a pass)', () => {
    /** A stand-in for the captcha feature: a button that solves it, and the pass it leaves behind. */
    function fakeHumanCheck(initialPass: string | null, verify = vi.fn(async (_token: string) => {})) {
      let pass = initialPass;
      const check: WaitlistHumanCheck = {
        pass: () => pass,
        render: ({ onToken, error, verified }) => (
          <div>
            {verified ? <p>captcha verified</p> : null}
            <button type="button" onClick={() => onToken('captcha-token')}>
              Solve captcha
            </button>
            {error ? <p role="alert">{error}</p> : null}
          </div>
        ),
        verify: async (token) => {
          await verify(token);
          pass = 'fresh-pass';
        },
      };
      return { check, verify, expire: () => (pass = null) };
    }

    async function fillIn(user: ReturnType<typeof userEvent.setup>) {
      const { firstName, email } = fields();
      await user.type(firstName, 'Ana');
      await user.type(email, 'ana@example.com');
    }

    it('shows the CAPTCHA when not solved yet, and sends the pass it earns', async () => {
      const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }) });
      const { check, verify } = fakeHumanCheck(null);
      const user = userEvent.setup();
      renderWithQuery(<WaitlistSection humanCheck={check} />);
      await fillIn(user);
      await user.click(fields().submit);
      expect(screen.getByRole('alert')).toHaveTextContent('Please complete the CAPTCHA');
      expect(fetchSpy).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
      expect(await screen.findByText('captcha verified')).toBeInTheDocument();
      expect(verify).toHaveBeenCalledWith('captcha-token');
      await user.click(fields().submit);
      expect(await screen.findByText(/confirm your place in line/)).toBeInTheDocument();
      expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
        captchaPass: 'fresh-pass',
      });
    });

    it("does not ask again when the wizard's pass is still live", async () => {
      const fetchSpy = stubFetch({ [LEADS]: json({ ok: true }) });
      const { check } = fakeHumanCheck('wizard-pass');
      const user = userEvent.setup();
      renderWithQuery(<WaitlistSection humanCheck={check} />);
      expect(screen.queryByRole('button', { name: 'Solve captcha' })).toBeNull();
      await fillIn(user);
      await user.click(fields().submit);
      expect(await screen.findByText(/confirm your place in line/)).toBeInTheDocument();
      expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
        captchaPass: 'wizard-pass',
      });
    });

    it('asks for the CAPTCHA again, in Spanish too, when the server refuses the pass', async () => {
      act(() => setLanguage('es'));
      try {
        stubFetch({
          [LEADS]: json({ error: 'Please confirm again…', code: 'captcha_pass_required' }, 403),
        });
        const { check } = fakeHumanCheck('stale-pass');
        const user = userEvent.setup();
        renderWithQuery(<WaitlistSection humanCheck={check} />);
        await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
        await user.type(screen.getByLabelText(/^Correo/), 'ana@example.com');
        await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Su verificación de seguridad venció');
        expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeInTheDocument();
      } finally {
        act(() => setLanguage('en'));
      }
    });

    it('says so in its own words when one connection sent too many', async () => {
      stubFetch({
        [LEADS]: json({ error: 'Too many requests.', code: 'too_many_requests' }, 429),
      });
      const { check } = fakeHumanCheck('pass');
      const user = userEvent.setup();
      renderWithQuery(<WaitlistSection humanCheck={check} />);
      await fillIn(user);
      await user.click(fields().submit);
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from this connection');
    });
  });
});
