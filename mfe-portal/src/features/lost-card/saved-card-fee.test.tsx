import { cleanup, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, type StubHandler, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, signedIn } from '../../../test/render-portal';
import { LostCardCheckoutPage } from './lost-card-checkout-page';
import { LostCardPage } from './lost-card-page';

// The lost-card fee paid with the card saved on the pass: offered first when there is one, the card
// form second; a refusal says why and opens the card form on the same screen.

const PATH = '/lost-card?email=ana@example.com&plate=ABC123';
const LOOKUP = {
  ok: true,
  invitePending: false,
  info_message: null,
  loss_fee: { amount_cents: 2500 },
  loss_payment_allowed: true,
};
const ITEMS = [{ id: 3, name: 'Loss fee', description: 'Replacement card', price_cents: 2500 }];
const VISA = { brand: 'visa', last4: '4242' };
const quote = (saved: typeof VISA | null, amount = 2500) => ({
  amount_cents: amount,
  card_state: 'assigned',
  saved_card: saved,
});
const PAID = {
  payment_id: 'pp_saved',
  amount_cents: 2500,
  status: 'paid',
  refund_reason: null,
  saved_card: VISA,
};

function stubFee(routes: Record<string, StubHandler | Response>) {
  return stubFetch({
    'GET /api/payments-public/session': json(signedIn()),
    'GET /api/payments-public/lookup': json(LOOKUP),
    'GET /api/items': json(ITEMS),
    'GET /api/payments-public/lost-card': json(quote(VISA)),
    'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }),
    ...routes,
  });
}

const savedCardPosts = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/saved-card') && init?.method === 'POST');

beforeEach(() => setLanguage('en'));

describe('the lost-card fee with a saved card', () => {
  it('leads with "Pay $25.00 with Visa •••• 4242", charges it only on the tap, the amount shown', async () => {
    const fetch = stubFee({ 'POST /api/payments-public/lost-card/saved-card': json(PAID) });
    const user = renderPortal(PATH, <LostCardPage />);
    const pay = await screen.findByRole('button', { name: 'Pay $25.00 with Visa •••• 4242' });
    expect(screen.getByRole('button', { name: 'Use another card' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    expect(savedCardPosts(fetch)).toHaveLength(0);

    await user.click(pay);
    expect(await screen.findByText('Fee paid')).toBeInTheDocument();
    expect(savedCardPosts(fetch)).toHaveLength(1);
    expect(JSON.parse(String(savedCardPosts(fetch)[0]?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      plate: 'ABC123',
      language: 'en',
      amount_cents: 2500,
    });
  });

  it('"Use another card" opens the card form and charges nothing', async () => {
    const fetch = stubFee({});
    const user = renderPortal(PATH, <LostCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Use another card' }));
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeInTheDocument();
    expect(savedCardPosts(fetch)).toHaveLength(0);
  });

  it('a decline shows the reason and opens the card form, in Spanish', async () => {
    setLanguage('es');
    stubFee({
      'POST /api/payments-public/lost-card/saved-card': json(
        {
          code: 'saved_card_declined',
          error: 'Your card has insufficient funds.',
          payment_code: 'card_declined',
          decline_code: 'insufficient_funds',
        },
        402,
      ),
    });
    const user = renderPortal(PATH, <LostCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Pagar $25.00 con Visa •••• 4242' }));
    const alert = await screen.findByText(/^Su tarjeta guardada fue rechazada: /);
    expect(alert.textContent).toContain('insufficient_funds');
    expect(alert.textContent).not.toContain('Your card has insufficient funds.');
    expect(await screen.findByLabelText(/^Número de tarjeta/)).toBeInTheDocument();
    // Nothing is lost: the fee and the plate stay on screen above the form.
    expect(screen.getByText('Tarjeta de reposición para el pase de la placa ABC123.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /con Visa/ })).toBeNull();
  });

  it('paid with the card form after the saved card was declined: only "Paid" stays, and replacing the saved card is offered (en, es)', async () => {
    for (const [language, pay, number, payForm, paid, declined, offer, link] of [
      [
        'en',
        'Pay $25.00 with Visa •••• 4242',
        /^Card number/,
        'Pay $25.00',
        'Fee paid',
        /^Your saved card was declined/,
        'Your saved card Visa •••• 4242 was refused, and it is still the card saved on your pass. To save a card that works instead, change it (you type the card once more).',
        'Change my saved card',
      ],
      [
        'es',
        'Pagar $25.00 con Visa •••• 4242',
        /^Número de tarjeta/,
        'Pagar $25.00',
        'Cuota pagada',
        /^Su tarjeta guardada fue rechazada/,
        'Su tarjeta guardada Visa •••• 4242 fue rechazada y sigue siendo la tarjeta guardada en su pase. Para guardar en su lugar una tarjeta que funcione, cámbiela (escribirá la tarjeta una vez más).',
        'Cambiar mi tarjeta guardada',
      ],
    ] as const) {
      setLanguage(language);
      stubFee({
        'POST /api/payments-public/lost-card/saved-card': json(
          {
            code: 'saved_card_declined',
            error: 'x',
            payment_code: 'card_declined',
            decline_code: 'insufficient_funds',
          },
          402,
        ),
        'POST /api/payments-public/lost-card': json({
          client_secret: 'pi_sbx_9_secret_1',
          payment_id: 'pp_fee',
          amount_cents: 2500,
        }),
        'POST /api/sandbox/confirm': json({
          status: 'succeeded',
          intentType: 'payment',
          paymentMethod: 'pm_1',
          nextAction: null,
        }),
        'GET /api/payments-public/payment': json({
          status: 'paid',
          kind: 'loss_fee',
          amount_cents: 2500,
          next_renewal_date: null,
          refund_reason: null,
        }),
      });
      const user = renderPortal(PATH, <LostCardPage />);
      await user.click(await screen.findByRole('button', { name: pay }));
      expect(await screen.findByText(declined)).toBeInTheDocument();
      await user.type(await screen.findByLabelText(number), '5555555555554444');
      await user.type(screen.getByLabelText(/^Expiration date|^Fecha de vencimiento/), '1230');
      await user.type(screen.getByLabelText(/^Security code|^Código de seguridad/), '123');
      await user.type(screen.getByLabelText(/^ZIP|^Código postal/), '92173');
      await user.click(screen.getByRole('button', { name: payForm }));
      expect(await screen.findByText(paid, {}, { timeout: 10_000 })).toBeInTheDocument();
      // The refusal is history once the fee is paid: no red box above "Paid".
      expect(screen.queryByText(declined)).toBeNull();
      expect(screen.getByText(offer)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        '/change-card?email=ana%40example.com&plate=ABC123',
      );
      cleanup();
    }
  });

  it('paid with the saved card: no offer to replace it', async () => {
    stubFee({ 'POST /api/payments-public/lost-card/saved-card': json(PAID) });
    const user = renderPortal(PATH, <LostCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Pay $25.00 with Visa •••• 4242' }));
    expect(await screen.findByText('Fee paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change my saved card' })).toBeNull();
  });

  it('a bank asking for 3-D Secure says so and opens the card form', async () => {
    stubFee({
      'POST /api/payments-public/lost-card/saved-card': json(
        { code: 'saved_card_authentication_required', error: 'English server text' },
        402,
      ),
    });
    const user = renderPortal(PATH, <LostCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Pay $25.00 with Visa •••• 4242' }));
    expect(await screen.findByText(/^Your bank wants to confirm this payment with you/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(screen.queryByText('English server text')).toBeNull();
  });

  it('a fee changed meanwhile: says the new amount, reads it again and offers it', async () => {
    let reads = 0;
    const fetch = stubFee({
      'GET /api/payments-public/lost-card': () => json(quote(VISA, reads++ === 0 ? 2500 : 3000)),
      'POST /api/payments-public/lost-card/saved-card': json(
        { code: 'loss_fee_changed', error: 'English server text', amount_cents: '3000' },
        409,
      ),
    });
    const user = renderPortal(PATH, <LostCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Pay $25.00 with Visa •••• 4242' }));
    expect(await screen.findByText(/^The fee is now \$30\.00\./)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $30.00 with Visa •••• 4242' })).toBeInTheDocument();
    expect(savedCardPosts(fetch)).toHaveLength(1);
  });

  it('without a saved card: the existing way only (the link to the card form)', async () => {
    stubFee({ 'GET /api/payments-public/lost-card': json(quote(null)) });
    renderPortal(PATH, <LostCardPage />);
    expect(await screen.findByRole('link', { name: 'Pay $25.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with Visa/ })).toBeNull();
  });

  it('the checkout page offers the saved card first too', async () => {
    stubFee({});
    renderPortal('/lost-card/checkout?email=ana@example.com&plate=ABC123', <LostCardCheckoutPage />);
    expect(await screen.findByRole('button', { name: 'Pay $25.00 with Visa •••• 4242' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another card' })).toBeInTheDocument();
  });
});
