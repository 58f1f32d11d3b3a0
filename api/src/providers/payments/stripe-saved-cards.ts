import Stripe from 'stripe';
import type { SavedCard, SavedCardCharge, SavedCardChargeInput, UpcomingCharge } from './payments-provider';
import { idOf, retrieveOrNull, stripeCall, toPaymentError, unavailable } from './stripe-objects';

// The card a Stripe customer has on file: which one it is, and charging it without the browser.

/** The customer's default card, else their newest subscription's; null when none is saved. */
export async function savedCardOf(stripe: Stripe, customerId: string): Promise<SavedCard | null> {
  const customer = await retrieveOrNull(() => stripe.customers.retrieve(customerId));
  let methodId =
    customer && !customer.deleted ? idOf(customer.invoice_settings?.default_payment_method) : null;
  if (!methodId) {
    const list = await stripeCall(() =>
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 }),
    );
    methodId = idOf(list.data[0]?.default_payment_method);
  }
  if (!methodId) return null;
  const id = methodId;
  const method = await retrieveOrNull(() => stripe.paymentMethods.retrieve(id));
  if (!method?.card) return null;
  return {
    paymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/**
 * A PaymentIntent confirmed at once, off session, on the saved card. Stripe answers a decline and a
 * card wanting 3-D Secure with a card error (402) carrying the intent; the same idempotency key
 * replays that same answer. A card of another customer is an invalid request: an outage here.
 */
export async function chargeSavedCard(stripe: Stripe, input: SavedCardChargeInput): Promise<SavedCardCharge> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        receipt_email: input.receiptEmail,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    if (intent.status === 'processing') return { status: 'processing', paymentIntentId: intent.id };
    if (intent.status === 'requires_action') {
      return {
        status: 'authentication_required',
        paymentIntentId: intent.id,
        error: toPaymentError({ code: 'authentication_required', type: 'card_error' }),
      };
    }
    return {
      status: 'declined',
      paymentIntentId: intent.id,
      error: toPaymentError(intent.last_payment_error),
    };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw unavailable(error);
    const failed = toPaymentError({
      type: 'card_error',
      code: error.code ?? 'card_declined',
      ...(error.decline_code ? { decline_code: error.decline_code } : {}),
      message: error.message,
    });
    return {
      status: error.code === 'authentication_required' ? 'authentication_required' : 'declined',
      paymentIntentId: error.payment_intent?.id ?? null,
      error: failed,
    };
  }
}

/**
 * The subscription's next renewal as Stripe will bill it: the invoice preview (the Upcoming Invoice
 * API is gone since 2025-03-31.basil), charged when the next period starts. A canceled subscription
 * has nothing to preview: Stripe answers an invalid request, which is null here.
 */
export async function upcomingChargeOf(
  stripe: Stripe,
  subscriptionId: string,
): Promise<UpcomingCharge | null> {
  const subscription = await retrieveOrNull(() => stripe.subscriptions.retrieve(subscriptionId));
  if (!subscription || subscription.status === 'canceled' || subscription.cancel_at_period_end) return null;
  const preview = await stripeCall(() => stripe.invoices.createPreview({ subscription: subscriptionId }));
  const startsAt = preview.lines.data[0]?.period.start ?? preview.period_end;
  const at = preview.next_payment_attempt ?? startsAt;
  return { amountCents: preview.amount_due, at: new Date(at * 1000) };
}
