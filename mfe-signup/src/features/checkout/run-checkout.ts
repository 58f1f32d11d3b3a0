import { type ApiErrorInfo, readApiError } from 'api/client';
import type {
  CreateIntentResponse,
  PaymentErrorInfo,
  SubscribeResponse,
} from 'api/contract/billing-response';
import { AMEX_ERROR_CODE } from 'api/contract/card-brand';
import type { CreateCheckoutIntentInput } from './api/use-create-checkout-intent';
import type { CreateSubscriptionInput } from './api/use-create-subscription';
import type { BuyerDetails, CardFormHandle } from './checkout-types';

/**
 * The checkout's two requests, as the page's mutation hooks run them: the payment steps between them
 * (the card form, the bank's check) are the provider's, so the page's busy flag spans them all.
 */
export interface CheckoutWrites {
  createIntent: (input: CreateCheckoutIntentInput) => Promise<CreateIntentResponse>;
  subscribe: (input: CreateSubscriptionInput) => Promise<SubscribeResponse>;
}

export type CheckoutFailure =
  /** The card or the provider said no: mapped to a message with its code (SPEC section 8). */
  | { kind: 'payment'; error: PaymentErrorInfo }
  | { kind: 'notCompleted'; intent: 'payment' | 'setup'; status: string }
  /** An API error: shown by its code (or rule), else by the server's `error` text (`message`). */
  | { kind: 'server'; code: string; rule?: string; message?: string }
  /** No space left: said before anything is charged, with the way to the waitlist. */
  | { kind: 'spacesTaken' }
  /** The CAPTCHA pass is missing or expired: the page asks for the CAPTCHA again. */
  | { kind: 'captchaExpired' }
  /** The CAPTCHA pass already started another checkout (one solved CAPTCHA, one held space): the CAPTCHA again. */
  | { kind: 'captchaUsed' }
  /**
   * The payment can no longer be confirmed: the plate's or e-mail's checkout was started again (another
   * window, or someone else) and this one's payment cancelled. Pay starts a new checkout.
   */
  | { kind: 'checkoutReplaced' }
  | { kind: 'noPaymentInformation' };

export type CheckoutOutcome =
  | { kind: 'paid'; successUrl: string }
  | { kind: 'failed'; failure: CheckoutFailure };

/**
 * What survives between attempts on the same plan: an intent that can still be confirmed with another
 * card (Stripe lets a declined intent be retried), so a retry does not hold a second space. A plan
 * change starts a new session.
 */
export interface CheckoutSession {
  intent: CreateIntentResponse | null;
}

export const newCheckoutSession = (): CheckoutSession => ({ intent: null });

const failed = (failure: CheckoutFailure): CheckoutOutcome => ({ kind: 'failed', failure });

/**
 * A card refusal the server reports (subscribe's first charge: 402 payment_failed with the card's
 * `payment_code` and `decline_code`; an Amex card: amex_not_accepted), in the card form's terms.
 */
function cardErrorIn(error: ApiErrorInfo): PaymentErrorInfo | null {
  const message = error.text ?? '';
  if (error.code === 'amex_not_accepted') return { type: 'card_error', code: AMEX_ERROR_CODE, message };
  if (error.code !== 'payment_failed') return null;
  const decline = error.details.decline_code;
  return {
    type: 'card_error',
    code: error.details.payment_code || 'card_declined',
    ...(decline ? { decline_code: decline } : {}),
    message,
  };
}

function serverFailure(error: unknown): CheckoutOutcome {
  const info = readApiError(error);
  if (!info) throw error;
  const card = cardErrorIn(info);
  if (card) return failed({ kind: 'payment', error: card });
  if (info.code === 'spaces_taken') return failed({ kind: 'spacesTaken' });
  if (info.code === 'captcha_pass_required') return failed({ kind: 'captchaExpired' });
  if (info.code === 'captcha_pass_used') return failed({ kind: 'captchaUsed' });
  return failed({
    kind: 'server',
    code: info.code,
    ...(info.rule ? { rule: info.rule } : {}),
    ...(info.text ? { message: info.text } : {}),
  });
}

const successUrl = (params: Record<string, string>) => `/success?${new URLSearchParams(params).toString()}`;

/**
 * SPEC section 4, one-time path: create the intent, confirm, then /success. The vehicle is written
 * when the payment completes: the public POST /vehicles never takes over a plate on file for someone
 * else, and a car that changed hands must still be sellable to its new owner.
 */
export async function payOnce(
  planId: number,
  buyer: BuyerDetails,
  form: CardFormHandle,
  session: CheckoutSession,
  writes: CheckoutWrites,
): Promise<CheckoutOutcome> {
  const problem = await form.prepare();
  if (problem) return failed({ kind: 'payment', error: problem });
  try {
    session.intent ??= await writes.createIntent({ planId, buyer });
  } catch (error) {
    return serverFailure(error);
  }
  const clientSecret = session.intent.clientSecret;
  const result = await form.confirmPayment(clientSecret);
  if (result.status !== 'requires_payment_method') session.intent = null;
  if (result.error?.code === 'payment_intent_unexpected_state') {
    // Cancelled by the server when a newer checkout replaced this one: a new one is needed.
    session.intent = null;
    return failed({ kind: 'checkoutReplaced' });
  }
  if (result.error) return failed({ kind: 'payment', error: result.error });
  if (result.status !== 'succeeded')
    return failed({ kind: 'notCompleted', intent: 'payment', status: result.status });
  return {
    kind: 'paid',
    successUrl: successUrl({ payment_intent_client_secret: clientSecret, charged: '1' }),
  };
}

/**
 * SPEC section 4, autopay path: save the card (setup intent), create the subscription, confirm its
 * first payment if the bank wants the visitor, then /success with ap=1.
 */
export async function startAutopay(
  planId: number,
  buyer: BuyerDetails,
  form: CardFormHandle,
  session: CheckoutSession,
  writes: CheckoutWrites,
): Promise<CheckoutOutcome> {
  const problem = await form.prepare();
  if (problem) return failed({ kind: 'payment', error: problem });
  let intent: CreateIntentResponse;
  try {
    intent = session.intent ?? (await writes.createIntent({ planId, buyer }));
    session.intent = intent;
  } catch (error) {
    return serverFailure(error);
  }
  const setup = await form.confirmSetup(intent.clientSecret);
  // A confirmed setup cannot be confirmed again: a retry needs a fresh one.
  if (setup.status !== 'requires_payment_method') session.intent = null;
  if (setup.error) return failed({ kind: 'payment', error: setup.error });
  if (setup.status !== 'succeeded')
    return failed({ kind: 'notCompleted', intent: 'setup', status: setup.status });
  if (!setup.paymentMethod) return failed({ kind: 'noPaymentInformation' });

  let subscription: SubscribeResponse;
  try {
    subscription = await writes.subscribe({
      checkoutToken: intent.checkoutToken,
      paymentMethod: setup.paymentMethod,
      planId,
      buyer,
    });
  } catch (error) {
    return serverFailure(error);
  }
  let charged = subscription.chargedNow;
  if (subscription.requiresAction && subscription.paymentIntentClientSecret) {
    const payment = await form.handleNextAction(subscription.paymentIntentClientSecret);
    if (payment.error) return failed({ kind: 'payment', error: payment.error });
    if (payment.status !== 'succeeded') {
      return failed({ kind: 'notCompleted', intent: 'payment', status: payment.status });
    }
    charged = true;
  }
  return {
    kind: 'paid',
    successUrl: successUrl({
      setup_intent_client_secret: intent.clientSecret,
      ap: '1',
      ...(charged ? { charged: '1' } : {}),
    }),
  };
}
