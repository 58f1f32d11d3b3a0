import type Stripe from 'stripe';
import type { FirstPayment } from './payments-provider';
import { paymentIntentOfInvoice, stripeCall, toPaymentError } from './stripe-objects';

/** What became of a new subscription's first charge: paid, waiting for 3-D Secure, or declined. */
export async function firstPaymentOf(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<FirstPayment> {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const paymentIntentId = invoice ? paymentIntentOfInvoice(invoice) : null;
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
  if (invoice?.status === 'paid' || subscription.status === 'active') {
    return { status: 'succeeded', paymentIntentId, clientSecret };
  }
  if (!paymentIntentId) return { status: 'processing', paymentIntentId, clientSecret };
  const intent = await stripeCall(() => stripe.paymentIntents.retrieve(paymentIntentId));
  const secret = intent.client_secret ?? clientSecret;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentIntentId, clientSecret: secret };
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_action', paymentIntentId, clientSecret: secret };
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'requires_payment_method',
        paymentIntentId,
        clientSecret: secret,
        error: toPaymentError(intent.last_payment_error),
      };
    default:
      return { status: 'processing', paymentIntentId, clientSecret: secret };
  }
}
