import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import {
  currentLocation,
  renderPortal,
  SIGNED_OUT,
  sessionRoute,
  signedIn,
} from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

const SUBSCRIPTION = {
  signed_in: true,
  status: 'active',
  autopay_enabled: true,
  days_left: 12,
  days_ago: null,
  next_renewal_date: '2026-12-22',
  valid_through: '23:45',
  start_date: '2026-11-23',
  current_period_start: '2026-11-23',
  discount_cycles_left: 2,
  first3_cycles_left: 2,
  has_saved_card: true,
  renew_allowed: false,
  renew_opens_in_days: 0,
  card: { state: 'assigned', code_last4: '0042' },
  invoices: [
    { id: 1, paid_at: '2026-11-23T10:00:00Z', amount_cents: 22000, status_key: 'paid', concept: 'Pass' },
  ],
};
const CUSTOMER = {
  signed_in: true,
  first_name: 'Ana',
  last_name: 'Ruiz',
  language: 'es',
  vehicle: { plate: 'ABC123', type: 'car', make: 'Honda', model: 'Civic', year: 2020, color: 'Blue' },
};
const SENT = { sent_to: 'a***@example.com', cooldown_seconds: 60 };
const SIGNED_IN_ANSWER = {
  email: 'ana@example.com',
  plate: 'ABC123',
  next: '/payments',
  expires_at: '2027-01-01T00:00:00Z',
};
const PASS_READS = {
  'GET /api/payments-public/subscription': json(SUBSCRIPTION),
  'GET /api/payments-public/customer-info': json(CUSTOMER),
};

const calls = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
const bodyOf = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(calls(fetch, path).at(-1)?.[1]?.body ?? 'null')) as Record<string, unknown>;

beforeEach(() => setLanguage('en'));

describe('/payments signed out: the sign-in', () => {
  it('asks for both fields before sending a code', async () => {
    const fetch = stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(screen.getByText('Enter e-mail and plate.')).toBeInTheDocument();
    expect(calls(fetch, '/api/payments-public/sign-in')).toHaveLength(0);
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
    expect(screen.getByRole('link', { name: /Pay it without signing in/ })).toHaveAttribute(
      'href',
      '/renew?email=ana%40example.com&plate=ABC123',
    );

    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Active · 12 day(s) left')).toBeInTheDocument();
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

describe('/payments signed in', () => {
  it('skips the lookup: the remembered plate of the session, with a selector for several', async () => {
    localStorage.setItem('portal.lastPass', JSON.stringify({ email: 'ana@example.com', plate: 'ABC123' }));
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn(['XYZ9', 'ABC123'])),
      ...PASS_READS,
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    expect(await screen.findByText('Active · 12 day(s) left')).toBeInTheDocument();
    expect(calls(fetch, '/api/payments-public/lookup')).toHaveLength(0);
    expect(calls(fetch, '/api/payments-public/sign-in')).toHaveLength(0);
    expect(String(calls(fetch, '/api/payments-public/subscription').at(-1)?.[0])).toContain('plate=ABC123');

    const selector = screen.getByRole('combobox', { name: 'Pass' });
    expect(selector).toHaveValue('ABC123');
    await user.selectOptions(selector, 'XYZ9');
    await waitFor(() =>
      expect(String(calls(fetch, '/api/payments-public/subscription').at(-1)?.[0])).toContain('plate=XYZ9'),
    );
    expect(JSON.parse(localStorage.getItem('portal.lastPass') ?? '{}')).toMatchObject({ plate: 'XYZ9' });
    expect(screen.getByRole('link', { name: 'Change my card' })).toHaveAttribute(
      'href',
      '/change-card?email=ana%40example.com&plate=XYZ9',
    );
  });

  it('falls back to the newest plate when the remembered one is not the session’s', async () => {
    localStorage.setItem('portal.lastPass', JSON.stringify({ email: 'old@example.com', plate: 'OLD1' }));
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn(['NEW1'])),
      ...PASS_READS,
    });
    renderPortal('/payments', <PaymentsPage />);
    await screen.findByText('Active · 12 day(s) left');
    expect(String(calls(fetch, '/api/payments-public/subscription').at(-1)?.[0])).toContain('plate=NEW1');
    expect(screen.queryByRole('combobox', { name: 'Pass' })).not.toBeInTheDocument();
  });

  it('trades ?signin= for a session, removes it from the address and stays on the page', async () => {
    let session: unknown = SIGNED_OUT;
    const fetch = stubFetch({
      'GET /api/payments-public/session': sessionRoute(() => session),
      'POST /api/payments-public/sign-in/link': () => {
        session = signedIn();
        return json(SIGNED_IN_ANSWER);
      },
      ...PASS_READS,
    });
    renderPortal('/payments?signin=tok_123&utm=mail', <PaymentsPage />);
    expect(await screen.findByText('Active · 12 day(s) left')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-in/link')).toEqual({
      token: 'tok_123',
      keep_signed_in: true,
    });
    expect(currentLocation()).toBe('/payments?utm=mail');
  });

  it('says an expired or used link is so, and shows the sign-in form', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in/link': json({ error: 'x', code: 'link_expired' }, 410),
    });
    renderPortal('/payments?signin=old', <PaymentsPage />);
    expect(await screen.findByText(/This sign-in link has expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/payments');
  });

  it('signs out everywhere after a dialog that says what it does', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'POST /api/payments-public/sign-out': json({ signed_out: true, sessions_ended: 3 }),
      ...PASS_READS,
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/every phone and computer signed in with ana@example\.com/);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You have signed out on every device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-out')).toEqual({ everywhere: true });
  });

  it('signs out on this device only', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'POST /api/payments-public/sign-out': json({ signed_out: true, sessions_ended: 1 }),
      ...PASS_READS,
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out on this device.')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-out')).toEqual({ everywhere: false });
  });

  it('drops back to the sign-in with "Please sign in again" when a change answers 401 sign_in_required', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'POST /api/payments-public/toggle-autopay': json({ error: 'x', code: 'sign_in_required' }, 401),
      ...PASS_READS,
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Turn autopay off' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn autopay off' }),
    );
    expect(await screen.findByText('Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });

  it('drops back to the sign-in when the reads answer as to a stranger (signed out elsewhere)', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, signed_in: false, invoices: [] }),
      'GET /api/payments-public/customer-info': json({ ...CUSTOMER, signed_in: false, first_name: null }),
    });
    renderPortal('/payments', <PaymentsPage />);
    expect(await screen.findByText('Please sign in again.')).toBeInTheDocument();
    expect(screen.queryByText(/Active ·/)).not.toBeInTheDocument();
  });

  it('confirms an invite link, which signs in too', async () => {
    let session: unknown = SIGNED_OUT;
    const fetch = stubFetch({
      'GET /api/payments-public/session': sessionRoute(() => session),
      'POST /api/payments-public/confirm-invite': () => {
        session = signedIn();
        return json({ email: 'ana@example.com', plate: 'ABC123' });
      },
      ...PASS_READS,
    });
    renderPortal('/payments?invite=inv_1', <PaymentsPage />);
    expect(await screen.findByText('Active · 12 day(s) left')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/confirm-invite')).toEqual({ token: 'inv_1' });
    expect(currentLocation()).toBe('/payments');
  });

  it('warns before turning autopay off and sends enable: false', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      ...PASS_READS,
      'POST /api/payments-public/toggle-autopay': json({
        autopay_enabled: false,
        discount_cycles_left: 0,
        next_renewal_date: '2026-12-22',
      }),
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Turn autopay off' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('you lose the 2 discounted month(s)');
    await user.click(within(dialog).getByRole('button', { name: 'Turn autopay off' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/payments-public/toggle-autopay')).toMatchObject({
        email: 'ana@example.com',
        plate: 'ABC123',
        enable: false,
      }),
    );
  });

  it('goes to the card set-up when turning autopay on needs a card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, autopay_enabled: false }),
      'GET /api/payments-public/customer-info': json(CUSTOMER),
      'POST /api/payments-public/toggle-autopay': json(
        { error: 'x', code: 'need_setup', needSetup: true },
        402,
      ),
      'POST /api/payments-public/portal': json({ url: '/sandbox-checkout?session=cs_1' }),
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Turn autopay on' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/I agree that my saved card is charged/);
    await user.click(screen.getByRole('button', { name: 'I agree, turn it on' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-checkout?session=cs_1'));
    vi.unstubAllGlobals();
  });
});
