import { CARD_ERRORS, cardBehaviour } from '../../src/providers/payments/sandbox/test-cards';
import { newId, type StripeObject, strip } from './stripe-wire';

/**
 * The fake Stripe account: every object by id, and what charging them does (by Stripe's test card
 * numbers, the same table the sandbox uses). The HTTP routes and the browser-side helpers share it.
 */
export class FakeStripeObjects {
  readonly all = new Map<string, StripeObject>();

  put<T extends StripeObject>(object: T): T & StripeObject {
    this.all.set(object.id, object);
    return object;
  }

  get(id: string | undefined): StripeObject | undefined {
    return id ? this.all.get(id) : undefined;
  }

  require(id: string): StripeObject {
    const object = this.get(id);
    if (!object) throw new Error(`fake Stripe has no ${id}`);
    return object;
  }

  paymentMethodFor(cardNumber: string, customer: string | null): StripeObject {
    const behaviour = cardBehaviour(cardNumber);
    return this.put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: behaviour.brand,
        last4: cardNumber.replace(/\D/g, '').slice(-4),
        exp_month: 12,
        exp_year: 2030,
      },
      // Kept server-side only in real Stripe; here it decides what charges do.
      _number: cardNumber,
    });
  }

  /** Charges an intent's card: paid, declined, or waiting for 3-D Secure. */
  settleIntent(intent: StripeObject, mode: 'on_session' | 'subscription' | 'off_session'): void {
    const method = this.get(intent.payment_method as string | undefined);
    const behaviour = cardBehaviour(String(method?._number ?? ''));
    if (mode === 'off_session' && behaviour.threeDSecure === 'always') {
      // Nobody is there to authenticate: Stripe fails the charge instead of asking.
      intent.status = 'requires_payment_method';
      intent.last_payment_error = CARD_ERRORS.authenticationRequired;
    } else if (
      behaviour.threeDSecure === 'always' ||
      (behaviour.threeDSecure === 'setup_once' && mode === 'on_session')
    ) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    } else if (behaviour.chargeDecline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = behaviour.chargeDecline;
    } else {
      this.succeed(intent);
    }
  }

  /** A paid intent pays its invoice, and the invoice's subscription becomes active. */
  succeed(intent: StripeObject): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    const invoice = this.get(intent._invoice as string | undefined);
    if (invoice) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.total;
      invoice.amount_due = 0;
      const subscription = this.subscriptionOf(invoice);
      if (subscription) subscription.status = 'active';
    }
  }

  subscriptionOf(invoice: StripeObject): StripeObject | undefined {
    const parent = invoice.parent as { subscription_details: { subscription: string } };
    return this.get(parent.subscription_details.subscription);
  }

  /** An invoice as the API returns it, with `payments` and `confirmation_secret` when asked to expand them. */
  expandInvoice(invoice: StripeObject, expand: string[]): StripeObject {
    const view: StripeObject = { ...invoice };
    const intent = this.get(invoice._payment_intent as string);
    if (expand.some((path) => path.endsWith('payments') || path.includes('payments.data'))) {
      view.payments = {
        object: 'list',
        data: [
          {
            id: newId('inpay'),
            object: 'invoice_payment',
            amount_paid: invoice.status === 'paid' ? invoice.amount_paid : null,
            amount_requested: invoice.amount_due,
            currency: 'usd',
            invoice: invoice.id,
            is_default: true,
            livemode: false,
            payment: {
              type: 'payment_intent',
              payment_intent: expand.includes('payments.data.payment.payment_intent')
                ? intent && strip(intent)
                : intent?.id,
            },
            status: invoice.status === 'paid' ? 'paid' : 'open',
          },
        ],
      };
    }
    if (expand.some((path) => path.endsWith('confirmation_secret'))) {
      view.confirmation_secret = { type: 'payment_intent', client_secret: intent?.client_secret };
    }
    return strip(view);
  }
}
