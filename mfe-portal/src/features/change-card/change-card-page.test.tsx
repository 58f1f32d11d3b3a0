import { cleanup, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { SENT } from '../../../test/payments-fixtures';
import { renderPortal, SIGNED_OUT, sessionRoute, signedIn } from '../../../test/render-portal';
import { ChangeCardPage } from './change-card-page';

beforeEach(() => setLanguage('en'));

const BILLING = { 'GET /api/billing/config': json({ provider: 'sandbox', publishableKey: null }) };

/** A signed-in card change the sandbox saves; `confirmed` is the server's answer to card/confirm. */
function savingCard(confirmed: unknown) {
  return stubFetch({
    'GET /api/payments-public/session': json(signedIn()),
    ...BILLING,
    'POST /api/payments-public/card/setup': json({
      client_secret: 'seti_1_secret_2',
      setup_intent_id: 'seti_1',
    }),
    'POST /api/sandbox/confirm': json({
      status: 'succeeded',
      intentType: 'setup',
      paymentMethod: 'pm_1',
      nextAction: null,
    }),
    'POST /api/payments-public/card/confirm': json(confirmed),
  });
}

async function saveCard(user: ReturnType<typeof userEvent.setup>, save = 'Save new card') {
  await user.type(await screen.findByLabelText(/^Card number|^Número de tarjeta/), '4242424242424242');
  await user.type(screen.getByLabelText(/^Expiration date|^Fecha de vencimiento/), '1230');
  await user.type(screen.getByLabelText(/^Security code|^Código de seguridad/), '123');
  await user.type(screen.getByLabelText(/^ZIP|^Código postal/), '92173');
  await user.click(screen.getByRole('button', { name: save }));
}

const PATH = '/change-card?email=ana@example.com&plate=ABC123';

describe('/change-card', () => {
  it('without a session shows the sign-in form, never the card form', async () => {
    const fetch = stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT), ...BILLING });
    renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to change the card of your pass/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/card/setup'))).toBe(false);
  });

  it('signed in, shows the card form right away for the plate, with no code step', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(signedIn()), ...BILLING });
    renderPortal('/change-card?email=ana@example.com&plate=abc123', <ChangeCardPage />);
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(screen.getByText('New card for the pass of plate ABC123.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/6-digit code/)).not.toBeInTheDocument();
  });

  it('saved with a renewal charged at once: says it was charged now, how much, and the next charge (en, es)', async () => {
    for (const [language, save, lines] of [
      [
        'en',
        'Save new card',
        [
          'Card changed and renewal paid',
          'We charged $220.00 to card ending 4242 just now, for the renewal your old card could not pay.',
          'Your next automatic charge is $220.00 on January 22, 2027.',
        ],
      ],
      [
        'es',
        'Guardar la tarjeta nueva',
        [
          'Tarjeta cambiada y renovación pagada',
          'Acabamos de cobrar $220.00 a la tarjeta que termina en 4242, por la renovación que su tarjeta anterior no pudo pagar.',
          'Su próximo cobro automático será de $220.00 el 22 de enero de 2027.',
        ],
      ],
    ] as const) {
      setLanguage(language);
      savingCard({
        card_last4: '4242',
        brand: 'visa',
        charged_now: { status: 'paid', amount_cents: 22000 },
        next_charge: { amount_cents: 22000, date: '2027-01-22' },
      });
      const user = renderPortal(PATH, <ChangeCardPage />);
      await saveCard(user, save);
      for (const line of lines) expect(await screen.findByText(line)).toBeInTheDocument();
      expect(
        screen.queryByText(/next autopay charge uses it|próximo cobro automático la usará/),
      ).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('saved with nothing due: the next automatic charge, its amount and date', async () => {
    savingCard({
      card_last4: '4242',
      brand: 'visa',
      charged_now: null,
      next_charge: { amount_cents: 19360, date: '2026-12-22' },
    });
    const user = renderPortal(PATH, <ChangeCardPage />);
    await saveCard(user);
    expect(await screen.findByText('Card changed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Card ending 4242 is saved. Your next automatic charge is $193.60 on December 22, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('a new card the bank declines for the unpaid renewal: says so and asks for another card', async () => {
    savingCard({
      card_last4: '9995',
      brand: 'visa',
      charged_now: { status: 'failed', amount_cents: 22000 },
      next_charge: { amount_cents: 22000, date: '2026-12-22' },
    });
    const user = renderPortal(PATH, <ChangeCardPage />);
    await saveCard(user);
    expect(
      await screen.findByText(
        'Card ending 9995 is saved, but its bank declined the $220.00 renewal we charged to it just now. Try another card.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Card changed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new card' })).toBeInTheDocument();
  });

  it('asks to sign in when the session is for another e-mail than the pass asked for', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(signedIn(['ABC123'], 'other@example.com')) });
    renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });

  it('continues to the card form once the code signs in', async () => {
    let session: unknown = SIGNED_OUT;
    stubFetch({
      'GET /api/payments-public/session': sessionRoute(() => session),
      'POST /api/payments-public/sign-in': json(SENT, 202),
      'POST /api/payments-public/sign-in/verify': () => {
        session = signedIn();
        return json({ email: 'ana@example.com', plate: 'ABC123', next: '/payments', expires_at: 'x' });
      },
      ...BILLING,
    });
    const user = renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
  });

  it('a sign-in started here asks the e-mailed link to come back here', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('"next":"/change-card"'))).toBe(
        true,
      ),
    );
  });
});
