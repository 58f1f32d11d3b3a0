import { act, cleanup, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { bodyOf, calls, SENT, SIGNED_IN_ANSWER } from '../../../test/payments-fixtures';
import {
  currentLocation,
  renderPortal,
  SIGNED_OUT,
  sessionRoute,
  signedIn,
} from '../../../test/render-portal';
import { RenewPage } from './renew-page';

const PATH = '/renew?email=ana@example.com&plate=ABC123';
const QUOTE = { amount_cents: 25000, new_period_start: '2026-12-23', new_renewal_date: '2027-01-22' };
const STARTED = { ...QUOTE, client_secret: 'pi_sbx_1_secret_2', payment_id: 'pp_tok' };

const SESSION = { 'GET /api/payments-public/session': json(signedIn()) };

function renderPage(path = PATH) {
  return renderPortal(path, <RenewPage />);
}

/** The sandbox card form filled with a card that pays. */
async function enterCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Card number/), '4242424242424242');
  await user.type(screen.getByLabelText(/^Expiration date/), '1230');
  await user.type(screen.getByLabelText(/^Security code/), '123');
  await user.type(screen.getByLabelText(/^ZIP/), '92173');
}

/** A renewal that pays: the quote, the sandbox, the payment applied on the second poll. */
function payingRenewal() {
  let polls = 0;
  const fetch = stubFetch({
    ...SESSION,
    'GET /api/payments-public/renew': json(QUOTE),
    'POST /api/payments-public/renew': json(STARTED),
    'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }),
    'POST /api/sandbox/confirm': json({
      status: 'succeeded',
      intentType: 'payment',
      paymentMethod: 'pm_1',
      nextAction: null,
    }),
    'GET /api/payments-public/payment': () =>
      json({
        status: ++polls < 2 ? 'open' : 'paid',
        kind: 'renewal',
        amount_cents: 25000,
        next_renewal_date: '2027-01-22',
        refund_reason: null,
      }),
  });
  const started = () =>
    fetch.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/payments-public/renew') && init?.method === 'POST',
    );
  return { polls: () => polls, started };
}

beforeEach(() => setLanguage('en'));

/** The plates renewal quotes were asked for, each once. */
const quotedPlates = (fetch: ReturnType<typeof stubFetch>) => [
  ...new Set(
    calls(fetch, '/api/payments-public/renew').map(([url]) =>
      new URL(String(url), 'http://x').searchParams.get('plate'),
    ),
  ),
];

describe("/renew from an e-mail's renewal link (?plate&signin)", () => {
  // This device last used the customer's other pass: the link's plate is the one to renew.
  beforeEach(() =>
    localStorage.setItem('portal.lastPass', JSON.stringify({ email: 'ana@example.com', plate: 'ABC123' })),
  );

  it("signs in and opens the renewal of the link's pass, in English and Spanish, with nothing to type", async () => {
    for (const [language, forPlate, total] of [
      ['en', 'Pass of plate XYZ789.', 'Total: $250.00'],
      ['es', 'Pase de la placa XYZ789.', 'Total: $250.00'],
    ] as const) {
      setLanguage(language);
      let session: unknown = SIGNED_OUT;
      const fetch = stubFetch({
        'GET /api/payments-public/session': sessionRoute(() => session),
        'POST /api/payments-public/sign-in/link': () => {
          session = signedIn(['ABC123', 'XYZ789']);
          return json({ ...SIGNED_IN_ANSWER, plate: 'XYZ789' });
        },
        'GET /api/payments-public/renew': json(QUOTE),
      });
      renderPage('/renew?plate=XYZ789&signin=tok_1');
      expect(await screen.findByText(forPlate)).toBeInTheDocument();
      expect(screen.getByText(total)).toBeInTheDocument();
      expect(screen.queryByLabelText(/E-mail|Correo/)).not.toBeInTheDocument();
      expect(bodyOf(fetch, '/api/payments-public/sign-in/link')).toEqual({
        token: 'tok_1',
        keep_signed_in: true,
      });
      expect(quotedPlates(fetch)).toEqual(['XYZ789']);
      expect(currentLocation()).toBe('/renew?plate=XYZ789');
      cleanup();
    }
  });

  it("opened again (the link used up) on a device still signed in: the link's pass, not the last one used", async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn(['ABC123', 'XYZ789'])),
      'POST /api/payments-public/sign-in/link': json({ error: 'x', code: 'link_expired' }, 410),
      'GET /api/payments-public/renew': json(QUOTE),
    });
    renderPage('/renew?plate=XYZ789&signin=used');
    expect(await screen.findByText('Pass of plate XYZ789.')).toBeInTheDocument();
    expect(quotedPlates(fetch)).toEqual(['XYZ789']);
  });

  it('signed in for another e-mail and the link used up: the sign-in form with the plate filled, no other pass renewed', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(signedIn(['OTHER1'], 'bo@example.com')),
      'POST /api/payments-public/sign-in/link': json({ error: 'x', code: 'link_expired' }, 410),
    });
    renderPage('/renew?plate=XYZ789&signin=used');
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^License plate/)).toHaveValue('XYZ789');
    expect(calls(fetch, '/api/payments-public/renew')).toHaveLength(0);
  });
});

describe('/renew signed out', () => {
  it('asks to sign in by code first, in English and Spanish, and reads nothing about the pass', async () => {
    for (const [language, intro, send] of [
      ['en', /^Sign in to renew: we e-mail a 6-digit code.*Ask them for the code\.$/, 'Send me a code'],
      ['es', /^Inicie sesión para renovar: le enviamos un código.*Pídale el código\.$/, 'Enviarme un código'],
    ] as const) {
      setLanguage(language);
      const fetch = stubFetch({
        'GET /api/payments-public/session': json(SIGNED_OUT),
        'POST /api/payments-public/sign-in': json(SENT, 202),
      });
      renderPage();
      expect(await screen.findByText(intro)).toBeInTheDocument();
      expect(screen.getByLabelText(/E-mail|Correo/)).toHaveValue('ana@example.com');
      await screen.findByRole('button', { name: send });
      expect(calls(fetch, '/api/payments-public/renew')).toHaveLength(0);
      cleanup();
    }
  });

  it('sends the code for the renewal page, so the e-mailed link comes back to it', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(bodyOf(fetch, '/api/payments-public/sign-in')).toMatchObject({
      email: 'ana@example.com',
      plate: 'ABC123',
      next: '/renew',
    });
    expect(calls(fetch, '/api/payments-public/renew')).toHaveLength(0);
  });
});

describe('/renew', () => {
  it('says when renewing opens (SPEC section 8)', async () => {
    stubFetch({
      ...SESSION,
      'GET /api/payments-public/renew': json({ error: 'x', code: 'renew_too_early', days: '4' }, 409),
    });
    renderPage();
    expect(await screen.findByText('Too early to renew – come back in 4 days.')).toBeInTheDocument();
  });

  it('asks to turn autopay off first', async () => {
    stubFetch({
      ...SESSION,
      'GET /api/payments-public/renew': json({ error: 'x', code: 'autopay_blocks_renewal' }, 409),
    });
    setLanguage('es');
    renderPage();
    expect(await screen.findByText(/desactívelo primero para renovar/)).toBeInTheDocument();
  });

  it('shows amount and period, pays with the shared form and waits until the renewal is applied', async () => {
    const renewal = payingRenewal();
    const user = renderPage();
    expect(await screen.findByText('Total: $250.00')).toBeInTheDocument();
    expect(screen.getByText(/New period: .*2026.* through 23:45 on .*2027/)).toBeInTheDocument();
    await enterCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByText('Your pass is renewed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(renewal.polls()).toBe(2);
    expect(renewal.started()).toHaveLength(1);
  });

  it('starts the payment only on the tap on Pay: opening the page or switching language starts none', async () => {
    const renewal = payingRenewal();
    const user = renderPage();
    expect(await screen.findByText('Total: $250.00')).toBeInTheDocument();
    expect(screen.getByText('Nothing is charged until you tap Pay.')).toBeInTheDocument();
    await enterCard(user);
    act(() => setLanguage('es'));
    expect(await screen.findByText('No se cobra nada hasta que toque Pagar.')).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Pay $250.00' })).toBeInTheDocument();
    expect(renewal.started()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByText('Your pass is renewed', {}, { timeout: 10_000 })).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(await screen.findByText('Su pase está renovado')).toBeInTheDocument();
    expect(renewal.started()).toHaveLength(1);
  });
});
