import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import {
  bodyOf,
  CUSTOMER,
  calls,
  manualPassActions,
  PASS_READS,
  SIGNED_IN_ANSWER,
  SUBSCRIPTION,
} from '../../../test/payments-fixtures';
import {
  currentLocation,
  renderPortal,
  SIGNED_OUT,
  sessionRoute,
  signedIn,
} from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

beforeEach(() => setLanguage('en'));

describe('/payments signed in', () => {
  it('skips the lookup: the remembered plate of the session, with a selector for several', async () => {
    localStorage.setItem('portal.lastPass', JSON.stringify({ email: 'ana@example.com', plate: 'ABC123' }));
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn(['XYZ9', 'ABC123'])),
      ...PASS_READS,
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    expect(await screen.findByText('Active · 12 days left')).toBeInTheDocument();
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
    // With autopay on the card is the main action ("Manage my card"), never Renew.
    expect(screen.getByRole('link', { name: 'Manage my card' })).toHaveAttribute(
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
    await screen.findByText('Active · 12 days left');
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
    expect(await screen.findByText('Active · 12 days left')).toBeInTheDocument();
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

  it('drops back to the sign-in when the reads ask for it (signed out elsewhere, expired)', async () => {
    const signInRequired = () => json({ error: 'Please sign in again.', code: 'sign_in_required' }, 401);
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/subscription': signInRequired,
      'GET /api/payments-public/customer-info': signInRequired,
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
    expect(await screen.findByText('Active · 12 days left')).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/confirm-invite')).toEqual({ token: 'inv_1' });
    // The router commits navigations as transitions: the address bar may follow a render later.
    await waitFor(() => expect(currentLocation()).toBe('/payments'));
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
    expect(dialog).toHaveTextContent('you lose the 2 discounted months');
    await user.click(within(dialog).getByRole('button', { name: 'Turn autopay off' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/payments-public/toggle-autopay')).toMatchObject({
        email: 'ana@example.com',
        plate: 'ABC123',
        enable: false,
      }),
    );
  });

  it('turning autopay on with no saved card (an imported customer): states the amount, promises no saved card, and goes to the card set-up', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/subscription': json({
        ...SUBSCRIPTION,
        autopay_enabled: false,
        main_action: 'none',
        actions: manualPassActions('renew_too_early'),
        autopay_offer: {
          amount_cents: 25000,
          first_charge_date: '2026-12-22',
          saved_card: null,
          charges: [],
        },
      }),
      'GET /api/payments-public/customer-info': json(CUSTOMER),
      'POST /api/payments-public/toggle-autopay': json(
        { error: 'x', code: 'need_setup', needSetup: true },
        402,
      ),
      'POST /api/payments-public/portal': json({ url: '/sandbox-checkout?session=cs_1' }),
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Turn autopay on' }));
    const consent =
      'I agree that the card I save next, on a secure page, is charged $250.00 automatically on each renewal date, starting December 22, 2026, until I turn autopay off.';
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(consent);
    expect(dialog).not.toHaveTextContent(/saved card/);
    await user.click(screen.getByRole('button', { name: 'I agree, turn it on' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-checkout?session=cs_1'));
    // What the customer read is what is recorded as their consent.
    expect(bodyOf(fetch, '/api/payments-public/toggle-autopay')).toMatchObject({ consent_text: consent });
    expect(bodyOf(fetch, '/api/payments-public/portal')).toMatchObject({ consent_text: consent });
    vi.unstubAllGlobals();
  });

  it('turning autopay on with a saved card names it and states the amount, in Spanish', async () => {
    setLanguage('es');
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/subscription': json({
        ...SUBSCRIPTION,
        autopay_enabled: false,
        main_action: 'none',
        actions: manualPassActions('renew_too_early'),
        autopay_offer: {
          amount_cents: 25000,
          first_charge_date: '2026-12-22',
          saved_card: { brand: 'visa', last4: '4242' },
          charges: [],
        },
      }),
      'GET /api/payments-public/customer-info': json(CUSTOMER),
      'POST /api/payments-public/toggle-autopay': json({
        autopay_enabled: true,
        discount_cycles_left: 0,
        next_renewal_date: '2026-12-22',
      }),
    });
    const user = renderPortal('/payments', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Activar el pago automático' }));
    const consent =
      'Acepto que se cobre $250.00 automáticamente a mi tarjeta guardada Visa •••• 4242 en cada fecha de renovación, a partir del 22 de diciembre de 2026, hasta que desactive el pago automático.';
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(consent);
    await user.click(screen.getByRole('button', { name: 'Acepto, activarlo' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/api/payments-public/toggle-autopay')).toMatchObject({
        enable: true,
        consent_text: consent,
        language: 'es',
      }),
    );
  });
});

describe('/payments vehicle', () => {
  it('shows the plate with the state that issued it, and no state line when none is on file', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(signedIn(['ABC123'])), ...PASS_READS });
    renderPortal('/payments', <PaymentsPage />);
    const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
    await waitFor(() => expect(vehicle).toHaveTextContent('ABC123'));
    expect(vehicle).toHaveTextContent('Plate issued in Baja California.');
    act(() => setLanguage('es'));
    await waitFor(() => expect(vehicle).toHaveTextContent('Placa de Baja California.'));
    cleanup();

    act(() => setLanguage('en'));
    stubFetch({
      'GET /api/payments-public/session': json(signedIn(['ABC123'])),
      ...PASS_READS,
      'GET /api/payments-public/customer-info': json({
        ...CUSTOMER,
        vehicle: { ...CUSTOMER.vehicle, plate_state: null },
      }),
    });
    renderPortal('/payments', <PaymentsPage />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Vehicle' })).toHaveTextContent('ABC123'));
    expect(screen.queryByText(/^Plate issued in/)).not.toBeInTheDocument();
  });
});

describe('/payments invoice history', () => {
  it('shows each stored concept in the reader’s language', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(signedIn(['ABC123'])), ...PASS_READS });
    renderPortal('/payments', <PaymentsPage />);
    const history = (await screen.findByText(/Monthly pass – Autopay – renewal/)).closest('ul');
    expect(history).toHaveTextContent('Monthly pass – Autopay – renewal · $220.00');
    act(() => setLanguage('es'));
    await waitFor(() =>
      expect(history).toHaveTextContent('Pase mensual – Pago automático – renovación · $220.00'),
    );
    expect(history).not.toHaveTextContent('Monthly pass');
  });
});
