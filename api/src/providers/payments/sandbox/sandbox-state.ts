import type {
  SbxCheckoutSession,
  SbxCustomer,
  SbxInvoice,
  SbxPaymentIntent,
  SbxPaymentMethod,
  SbxRefund,
  SbxSetupIntent,
  SubscriptionState,
} from './sandbox-objects';
import type { CardBehaviour } from './test-cards';

/**
 * Everything the sandbox knows, as a Stripe account would: one map per kind of object, by id. Each
 * part of the sandbox reads and changes these maps; the store writes them through to the database.
 */
export class SandboxState {
  readonly customers = new Map<string, SbxCustomer>();
  readonly paymentIntents = new Map<string, SbxPaymentIntent>();
  readonly setupIntents = new Map<string, SbxSetupIntent>();
  readonly paymentMethods = new Map<string, SbxPaymentMethod>();
  /** What each saved card does when charged (the test card it was made from). */
  readonly behaviours = new Map<string, CardBehaviour>();
  /** Cards whose holder passed 3-D Secure while saving them for off-session use (a setup intent). */
  readonly authenticatedAtSetup = new Map<string, true>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly invoices = new Map<string, SbxInvoice>();
  /** Which invoice a payment intent pays. */
  readonly invoiceOfIntent = new Map<string, string>();
  readonly paymentIntentOfInvoice = new Map<string, string>();
  readonly refunds = new Map<string, SbxRefund>();
  /** The answer given to each idempotency key, replayed when the key comes again. */
  readonly idempotent = new Map<string, unknown>();
  readonly sessions = new Map<string, SbxCheckoutSession>();
  /** A customer's default card (invoice_settings.default_payment_method). */
  readonly defaultMethods = new Map<string, string>();

  /**
   * Every persisted collection, by the type its rows carry in `sandbox_objects`. The names are stored
   * data: renaming one makes a restart forget that collection.
   */
  collections(): Record<string, Map<string, unknown>> {
    return {
      customer: this.customers,
      payment_intent: this.paymentIntents,
      setup_intent: this.setupIntents,
      payment_method: this.paymentMethods,
      card_behaviour: this.behaviours,
      authenticated_at_setup: this.authenticatedAtSetup,
      subscription: this.subscriptions,
      invoice: this.invoices,
      invoice_of_intent: this.invoiceOfIntent,
      intent_of_invoice: this.paymentIntentOfInvoice,
      refund: this.refunds,
      idempotency: this.idempotent,
      checkout_session: this.sessions,
      default_method: this.defaultMethods,
    };
  }
}
