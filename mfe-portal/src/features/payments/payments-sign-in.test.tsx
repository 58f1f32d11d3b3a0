import { cleanup, screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { bodyOf, calls, PASS_READS, SENT, SIGNED_IN_ANSWER } from '../../../test/payments-fixtures';
import { renderPortal, SIGNED_OUT, sessionRoute, signedIn } from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

beforeEach(() => setLanguage('en'));

describe('/payments signed out: the sign-in', () => {
  it('asks for both fields before sending a code', async () => {
    const fetch = stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(screen.getByText('Enter e-mail and plate.')).toBeInTheDocument();
    expect(calls(fetch, '/api/payments-public/sign-in')).toHaveLength(0);
  });

  it('shows the form while the session is still being read, then the dashboard if there is one', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      'GET /api/payments-public/session': () => new Promise<Response>((resolve) => (answer = resolve)),
      ...PASS_READS,
    });
    renderPortal('/payments', <PaymentsPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    answer(json(signedIn()));
    expect(await screen.findByText('Active · 12 days left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();
  });

  it('sends a code, shows where it went, and signs in with it (kept by default) to the dashboard', async () => {
    let session: unknown = SIGNED_OUT;
    const fetch = stubFetch({
      'GET /api/payments-public/session': sessionRoute(() => session),
      'POST /api/payments-public/sign-in': json(SENT, 202),
      'POST /api/payments-public/sign-in/verify': () => {
        session = signedIn();
        return json(SIGNED_IN_ANSWER);
      },
      ...PASS_READS,
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=abc123', <PaymentsPage />);
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText('We sent a 6-digit code and a sign-in link to a***@example.com.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-in')).toEqual({
      email: 'ana@example.com',
      plate: 'ABC123',
      language: 'en',
      next: '/payments',
    });
    const code = screen.getByLabelText(/6-digit code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    expect(keep).toBeChecked();
    expect(screen.getByText(/Uncheck this on a shared/)).toBeInTheDocument();

    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Active · 12 days left')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-in/verify')).toEqual({
      email: 'ana@example.com',
      plate: 'ABC123',
      code: '123456',
      keep_signed_in: true,
    });
    expect(JSON.parse(localStorage.getItem('portal.lastPass') ?? '{}')).toEqual({
      email: 'ana@example.com',
      plate: 'ABC123',
    });
  });

  it('asks the server nothing about the pass before the code: a pass the garage added gets the same step', async () => {
    // Whatever the pair names (a confirmed pass, one whose invite is still unopened, none), the page
    // must look the same, so it never reads the pass while signed out; the code confirms an invite too.
    for (const language of ['en', 'es'] as const) {
      setLanguage(language);
      sessionStorage.clear();
      const fetch = stubFetch({
        'GET /api/payments-public/session': json(SIGNED_OUT),
        'POST /api/payments-public/sign-in': json(SENT, 202),
      });
      const user = renderPortal('/payments?email=ana@example.com&plate=abc123', <PaymentsPage />);
      const send = language === 'en' ? 'Send me a code' : 'Enviarme un código';
      await user.click(await screen.findByRole('button', { name: send }));
      const check = language === 'en' ? 'Check your e-mail' : 'Revise su correo';
      expect(await screen.findByRole('heading', { name: check })).toBeInTheDocument();
      const asked = new Set(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname));
      expect(asked).toEqual(new Set(['/api/payments-public/session', '/api/payments-public/sign-in']));
      cleanup();
    }
  });

  it('says honestly when no new e-mail went out, and keeps the resend button waiting as long as the server', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(
        { ...SENT, held_back: 'hourly_cap', retry_after_seconds: 1_500 },
        202,
      ),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=abc123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText(
        'We did not send another e-mail: 5 codes went out for this pass in the last hour. Use the newest code if it is under 15 minutes old, or ask again in 25 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 1500 s' })).toBeDisabled();
  });

  it('sends keep_signed_in: false when unchecked (a shared phone)', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
      'POST /api/payments-public/sign-in/verify': json({ error: 'x', code: 'otp_invalid' }, 400),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=ABC123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Keep me signed in on this device' }));
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Invalid code');
    expect(bodyOf(fetch, '/api/payments-public/sign-in/verify')).toMatchObject({ keep_signed_in: false });
  });

  it('counts the resend cooldown down, keeps it over a reload and resends when it ends', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=ABC123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('button', { name: /^Resend code in (59|60) s$/ })).toBeDisabled();
    expect(Number(localStorage.getItem('portal.signInCooldownUntil'))).toBeGreaterThan(Date.now() + 50_000);
    expect(JSON.parse(sessionStorage.getItem('portal.signInPending') ?? '{}')).toMatchObject({
      sentTo: 'a***@example.com',
    });

    localStorage.setItem('portal.signInCooldownUntil', String(Date.now() - 1));
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 3000 });
    await user.click(resend);
    await waitFor(() => expect(calls(fetch, '/api/payments-public/sign-in')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /^Resend code in (59|60) s$/ })).toBeDisabled();
  });

  it('opens at the code step after a reload, and goes back to e-mail and plate on request', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    sessionStorage.setItem(
      'portal.signInPending',
      JSON.stringify({ email: 'ana@example.com', plate: 'ABC123', sentTo: 'a***@example.com' }),
    );
    const user = renderPortal('/payments', <PaymentsPage />);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail or plate' }));
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(sessionStorage.getItem('portal.signInPending')).toBeNull();
  });

  it('words code errors from the catalog: format, wrong, locked, throttled, mail cooldown', async () => {
    const answers = [
      json({ error: 'x', code: 'otp_invalid' }, 400),
      json({ error: 'x', code: 'otp_locked' }, 429),
      json({ error: 'x', code: 'too_many_requests', retry_after: '30' }, 429),
    ];
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': () =>
        calls(fetch, '/api/payments-public/sign-in').length === 1
          ? json(SENT, 202)
          : json({ error: 'x', code: 'mail_cooldown', retry_after: '45' }, 429),
      'POST /api/payments-public/sign-in/verify': () => answers.shift() ?? json({}, 500),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=ABC123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    const code = await screen.findByLabelText(/6-digit code/);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the 6 digits from the e-mail.')).toBeInTheDocument();
    expect(calls(fetch, '/api/payments-public/sign-in/verify')).toHaveLength(0);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many wrong codes. Ask for a new code.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Too many attempts. Please wait 30 seconds and try again.'),
    ).toBeInTheDocument();

    localStorage.setItem('portal.signInCooldownUntil', String(Date.now() - 1));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }, { timeout: 3000 }));
    expect(await screen.findByText(/We just sent you an e-mail\..*wait 45 seconds/)).toBeInTheDocument();
  });

  it('speaks Spanish (usted) on the code step', async () => {
    setLanguage('es');
    stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=ABC123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('heading', { name: 'Revise su correo' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Mantener la sesión iniciada en este dispositivo' }),
    ).toBeChecked();
  });
});
