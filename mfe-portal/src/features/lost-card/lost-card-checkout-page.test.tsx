import { act, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, signedIn } from '../../../test/render-portal';
import { LostCardCheckoutPage } from './lost-card-checkout-page';

const PATH = '/lost-card/checkout?email=ana@example.com&plate=ABC123';
const LOOKUP = { ok: true, invitePending: false, info_message: null, loss_fee: { amount_cents: 2500 } };
const ITEMS = [{ id: 3, name: 'Loss fee', description: 'Replacement card', price_cents: 2500 }];

function stubLossFee(allowed = true) {
  return stubFetch({
    'GET /api/payments-public/session': json(signedIn()),
    'GET /api/payments-public/lookup': json({ ...LOOKUP, loss_payment_allowed: allowed }),
    'GET /api/items': json(ITEMS),
    'POST /api/payments-public/lost-card': json({
      client_secret: 'pi_sbx_9_secret_1',
      payment_id: 'pp_fee',
      amount_cents: 2500,
    }),
    'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }),
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
}

const started = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/lost-card') && init?.method === 'POST');

beforeEach(() => setLanguage('en'));

describe('/lost-card/checkout', () => {
  it('shows the fee and starts the payment only on the tap on Pay, never on opening or a language switch', async () => {
    const fetch = stubLossFee();
    const user = renderPortal(PATH, <LostCardCheckoutPage />);
    expect(await screen.findByText(/The replacement card costs \$25\.00/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiration date/), '1230');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.type(screen.getByLabelText(/^ZIP/), '92173');
    act(() => setLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Pagar $25.00' })).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(started(fetch)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('Fee paid', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(started(fetch)).toHaveLength(1);
    expect(JSON.parse(String(started(fetch)[0]?.[1]?.body))).toMatchObject({
      plate: 'ABC123',
      language: 'en',
    });
  });

  it('explains that no card is assigned instead of offering to pay', async () => {
    const fetch = stubLossFee(false);
    renderPortal(PATH, <LostCardCheckoutPage />);
    expect(await screen.findByText(/No card is currently assigned to this pass/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(started(fetch)).toHaveLength(0);
  });
});
