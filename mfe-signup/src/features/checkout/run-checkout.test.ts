import { json, stubFetch } from '../../../../tooling/stub-fetch';
import {
  checkoutWrites,
  fakeCardForm,
  intentResponse,
  succeeded,
  WIZARD,
} from '../../../test/checkout-fixtures';
import { CHECKOUT_TOKEN_STORAGE_KEY } from './checkout-token-storage';
import { newCheckoutSession, payOnce, startAutopay } from './run-checkout';

const consent = {
  terms_text: 'Acepto las condiciones del pase.',
  autopay_text: 'Acepto los cargos automáticos.',
  language: 'es' as const,
};
const buyer = {
  email: 'ana@example.com',
  wizard: WIZARD,
  website: '',
  language: 'es' as const,
  consent,
  captchaPass: 'signed-pass',
};

describe('one-time path', () => {
  it('creates the intent, confirms, and goes to /success with charged=1', async () => {
    const calls: string[] = [];
    const bodies: Record<string, unknown> = {};
    stubFetch({
      'POST /api/billing/create-intent': ({ body }) => {
        calls.push('intent');
        bodies.intent = body;
        return json(intentResponse('payment'));
      },
    });
    const form = fakeCardForm();
    const outcome = await payOnce(1, buyer, form, newCheckoutSession(), checkoutWrites());
    // No POST /vehicles: the pass's vehicle is written when the payment completes, never by a public call.
    expect(calls).toEqual(['intent']);
    expect(form.prepare).toHaveBeenCalledBefore(form.confirmPayment);
    expect(form.confirmPayment).toHaveBeenCalledWith('pi_sbx_1_secret_x');
    expect(outcome).toEqual({
      kind: 'paid',
      successUrl: '/success?payment_intent_client_secret=pi_sbx_1_secret_x&charged=1',
    });
    expect(bodies.intent).toMatchObject({
      planId: 1,
      email: 'ana@example.com',
      language: 'es',
      website: '',
      wizardData: WIZARD,
      consent,
      captchaPass: 'signed-pass',
    });
  });

  // A live checkout is replaced only by its own browser, which proves it with the token.
  it("sends the token of this tab's last checkout when it starts again, and keeps the new one", async () => {
    const tokens: unknown[] = [];
    let n = 0;
    stubFetch({
      'POST /api/billing/create-intent': ({ body }) => {
        tokens.push((body as { checkoutToken?: string }).checkoutToken);
        n += 1;
        return json(intentResponse('payment', n));
      },
    });
    const declined = {
      status: 'requires_payment_method',
      paymentMethod: null,
      error: { type: 'card_error' as const, code: 'card_declined', message: 'x' },
    };
    const form = fakeCardForm({ confirmPayment: vi.fn().mockResolvedValue(declined) });
    await payOnce(1, buyer, form, newCheckoutSession(), checkoutWrites());
    // A plan change or a reload: a new session, the same tab.
    await payOnce(1, buyer, form, newCheckoutSession(), checkoutWrites());
    await payOnce(1, buyer, form, newCheckoutSession(), checkoutWrites());
    expect(tokens).toEqual([undefined, 'checkout-token-1', 'checkout-token-2']);
    expect(sessionStorage.getItem(CHECKOUT_TOKEN_STORAGE_KEY)).toBe('checkout-token-3');
  });

  it('after a decline, retries on the same intent', async () => {
    const fetch = stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('payment')),
    });
    const declined = {
      status: 'requires_payment_method',
      paymentMethod: null,
      error: {
        type: 'card_error' as const,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'declined',
      },
    };
    const form = fakeCardForm({
      confirmPayment: vi.fn().mockResolvedValueOnce(declined).mockResolvedValueOnce(succeeded()),
    });
    const session = newCheckoutSession();
    expect(await payOnce(1, buyer, form, session, checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'payment', error: declined.error },
    });
    expect((await payOnce(1, buyer, form, session, checkoutWrites())).kind).toBe('paid');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops before any call when the card form refuses (Amex)', async () => {
    const fetch = stubFetch({});
    const amex = { type: 'card_error' as const, code: 'amex_not_accepted', message: 'no' };
    const outcome = await payOnce(
      1,
      buyer,
      fakeCardForm({ prepare: vi.fn().mockResolvedValue(amex) }),
      newCheckoutSession(),
      checkoutWrites(),
    );
    expect(outcome).toEqual({ kind: 'failed', failure: { kind: 'payment', error: amex } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports no space left before anything is charged', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json({ error: 'Any wording', code: 'spaces_taken' }, 409),
    });
    const form = fakeCardForm();
    expect(await payOnce(1, buyer, form, newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'spacesTaken' },
    });
    expect(form.confirmPayment).not.toHaveBeenCalled();
  });

  it('says so when the payment ended in another status', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('payment')),
    });
    const form = fakeCardForm({
      confirmPayment: vi.fn().mockResolvedValue({ status: 'processing', paymentMethod: null, error: null }),
    });
    expect(await payOnce(1, buyer, form, newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'notCompleted', intent: 'payment', status: 'processing' },
    });
  });
});

describe('autopay path', () => {
  it('confirms the setup, subscribes, confirms the first payment when asked, then /success?ap=1', async () => {
    let subscribeBody: unknown;
    stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('setup')),
      'POST /api/billing/subscribe': ({ body }) => {
        subscribeBody = body;
        return json({
          customerId: 'checkout-token-1',
          carId: null,
          subscriptionId: 'sub_1',
          requiresAction: true,
          paymentIntentClientSecret: 'pi_sbx_9_secret_y',
          chargedNow: false,
          isFirstPurchase: true,
          hasAccessCard: false,
        });
      },
    });
    const form = fakeCardForm({ confirmSetup: vi.fn().mockResolvedValue(succeeded('pm_saved')) });
    const outcome = await startAutopay(2, buyer, form, newCheckoutSession(), checkoutWrites());
    expect(form.confirmSetup).toHaveBeenCalledWith('seti_sbx_1_secret_x');
    expect(subscribeBody).toMatchObject({
      customerId: 'checkout-token-1',
      paymentMethod: 'pm_saved',
      planId: 2,
      consent,
    });
    expect(subscribeBody).not.toHaveProperty('carId');
    expect(form.handleNextAction).toHaveBeenCalledWith('pi_sbx_9_secret_y');
    expect(outcome).toEqual({
      kind: 'paid',
      successUrl: '/success?setup_intent_client_secret=seti_sbx_1_secret_x&ap=1&charged=1',
    });
  });

  it('does not ask the visitor again when the first payment went through', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('setup')),
      'POST /api/billing/subscribe': json({
        customerId: 'checkout-token-1',
        carId: null,
        subscriptionId: 'sub_1',
        requiresAction: false,
        paymentIntentClientSecret: null,
        chargedNow: true,
        isFirstPurchase: true,
        hasAccessCard: false,
      }),
    });
    const form = fakeCardForm();
    expect((await startAutopay(2, buyer, form, newCheckoutSession(), checkoutWrites())).kind).toBe('paid');
    expect(form.handleNextAction).not.toHaveBeenCalled();
  });

  it('reports a failed setup with its status, a failed 3-D Secure with its code', async () => {
    stubFetch({ 'POST /api/billing/create-intent': json(intentResponse('setup')) });
    const canceled = fakeCardForm({
      confirmSetup: vi.fn().mockResolvedValue({ status: 'canceled', paymentMethod: null, error: null }),
    });
    expect(await startAutopay(2, buyer, canceled, newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'notCompleted', intent: 'setup', status: 'canceled' },
    });
    const authFailed = {
      type: 'card_error' as const,
      code: 'setup_intent_authentication_failure',
      message: 'x',
    };
    const failing = fakeCardForm({
      confirmSetup: vi
        .fn()
        .mockResolvedValue({ status: 'requires_payment_method', paymentMethod: null, error: authFailed }),
    });
    expect(await startAutopay(2, buyer, failing, newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'payment', error: authFailed },
    });
  });

  it('needs the saved card from the setup', async () => {
    stubFetch({ 'POST /api/billing/create-intent': json(intentResponse('setup')) });
    const form = fakeCardForm({ confirmSetup: vi.fn().mockResolvedValue(succeeded(null)) });
    expect(await startAutopay(2, buyer, form, newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'noPaymentInformation' },
    });
  });
});

describe('refusals the server words with card codes', () => {
  it('a declined first autopay charge (402) is mapped like a card error', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('setup')),
      'POST /api/billing/subscribe': json(
        {
          error: 'Your card has insufficient funds.',
          code: 'payment_failed',
          payment_code: 'card_declined',
          decline_code: 'insufficient_funds',
        },
        402,
      ),
    });
    const session = newCheckoutSession();
    expect(await startAutopay(2, buyer, fakeCardForm(), session, checkoutWrites())).toEqual({
      kind: 'failed',
      failure: {
        kind: 'payment',
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    });
    // The saved card was refused: the next try saves a new one.
    expect(session.intent).toBeNull();
  });

  it('a plate taken meanwhile is the server’s message', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(
        { error: 'That plate already has a monthly pass or is banned.', code: 'plate_not_allowed' },
        409,
      ),
    });
    expect(await payOnce(1, buyer, fakeCardForm(), newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: {
        kind: 'server',
        code: 'plate_not_allowed',
        message: 'That plate already has a monthly pass or is banned.',
      },
    });
  });

  it('a CAPTCHA pass that already started a checkout asks for the CAPTCHA again', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(
        { error: 'This security check was already used…', code: 'captcha_pass_used' },
        403,
      ),
    });
    expect(await payOnce(1, buyer, fakeCardForm(), newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'captchaUsed' },
    });
  });

  // Another window, or someone who typed this plate or e-mail, started the checkout again: the server
  // cancelled this one's payment, and the next Pay starts a new checkout (this tab's token replaces it).
  it('a payment cancelled by a newer checkout says so and starts a new checkout on the next try', async () => {
    let n = 0;
    stubFetch({
      'POST /api/billing/create-intent': () => {
        n += 1;
        return json(intentResponse('payment', n));
      },
    });
    const session = newCheckoutSession();
    const cancelled = fakeCardForm({
      confirmPayment: vi.fn().mockResolvedValue({
        status: 'canceled',
        paymentMethod: null,
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
        },
      }),
    });
    expect(await payOnce(1, buyer, cancelled, session, checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'checkoutReplaced' },
    });
    expect(session.intent).toBeNull();
    const outcome = await payOnce(1, buyer, fakeCardForm(), session, checkoutWrites());
    expect(outcome.kind).toBe('paid');
    expect(n).toBe(2);
  });

  it('an expired CAPTCHA pass asks for the CAPTCHA again', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(
        { error: 'Please confirm again that you are not a robot, then pay.', code: 'captcha_pass_required' },
        403,
      ),
    });
    expect(await payOnce(1, buyer, fakeCardForm(), newCheckoutSession(), checkoutWrites())).toEqual({
      kind: 'failed',
      failure: { kind: 'captchaExpired' },
    });
  });
});
