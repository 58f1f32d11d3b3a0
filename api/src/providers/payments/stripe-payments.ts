import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import type { PaymentErrorInfo } from '../../contract/billing-response';
import { cycleChargeCents } from '../../contract/discounted-price';
import {
  type AnchoredSubscriptionInput,
  type CreatedSubscription,
  type CustomerInput,
  type IntentRef,
  type PaymentCard,
  type PaymentIntentInput,
  type PaymentMethodInfo,
  type PaymentRef,
  type PaymentsProvider,
  PaymentsUnavailableError,
  type PlanForBilling,
  type RefundInput,
  type SavedCard,
  type SavedCardCharge,
  type SavedCardChargeInput,
  type SetupIntentInfo,
  type SetupIntentInput,
  type SetupSessionInfo,
  type SetupSessionInput,
  type UpcomingCharge,
  WebhookSignatureError,
} from './payments-provider';
import { StripeCatalog } from './stripe-catalog';
import { firstPaymentOf } from './stripe-first-payment';
import {
  idOf,
  isNotFound,
  paymentIntentOfInvoice,
  requireSecret,
  retrieveOrNull,
  stripeCall,
  toPaymentError,
  unavailable,
} from './stripe-objects';
import { chargeSavedCard, savedCardOf, upcomingChargeOf } from './stripe-saved-cards';

// Stripe through its official SDK. Every create carries an idempotency key derived from the checkout,
// so a retried request (ours or the SDK's) can never charge or subscribe twice.

/**
 * The Stripe API version this code is written against, pinned so an SDK update cannot move it silently
 * (the SDK types accept only its own latest version: a new SDK fails typecheck here until this is
 * reviewed). Webhook bodies follow the endpoint's version set in Stripe's dashboard, checked on arrival.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Stripe's own default: a signed webhook older than five minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const HEALTH_CACHE_MS = 60_000;
const STRIPE_OBJECT_ID = /^[a-z]+_[A-Za-z0-9]+$/;

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  api?: PaymentsConfig['stripeApi'];
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /**
   * Where a webhook on another API version than STRIPE_API_VERSION is reported: the server's logger,
   * handed in because providers never import lib (docs/decisions/layers.md).
   */
  log: (message: string) => void;
};

export class StripePayments implements PaymentsProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly sandbox = null;

  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;
  private readonly catalog: StripeCatalog;
  private health: { up: boolean; at: number } | null = null;
  private readonly log: (message: string) => void;
  /** Webhook API versions already reported: one log line per distinct version, not per event. */
  private readonly reportedVersions = new Set<string>();

  constructor(options: StripePaymentsOptions) {
    this.publishableKey = options.publishableKey ?? null;
    this.webhookSecret = options.webhookSecret;
    this.log = options.log;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 15_000,
      telemetry: false,
      appInfo: { name: 'border-garage-api' },
      ...(options.api
        ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
        : {}),
    });
    this.catalog = new StripeCatalog(this.stripe);
  }

  /** Stripe's object ids are a prefix and letters and digits (`cus_NffrFeUfNV2Hib`), one underscore. */
  ownsId(id: string): boolean {
    return STRIPE_OBJECT_ID.test(id);
  }

  async createCustomer(input: CustomerInput): Promise<{ id: string }> {
    const customer = await stripeCall(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: customer.id };
  }

  async createPaymentIntent(input: PaymentIntentInput): Promise<IntentRef> {
    const intent = await stripeCall(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.customerId,
          description: input.description,
          receipt_email: input.receiptEmail,
          allowed_payment_method_types: ['card'],
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: intent.id, clientSecret: requireSecret(intent.client_secret) };
  }

  async createSetupIntent(input: SetupIntentInput): Promise<IntentRef> {
    const intent = await stripeCall(() =>
      this.stripe.setupIntents.create(
        {
          customer: input.customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: intent.id, clientSecret: requireSecret(intent.client_secret) };
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    await stripeCall(() => this.stripe.paymentIntents.cancel(id));
  }

  async getPaymentIntentStatus(id: string): Promise<string | null> {
    const intent = await retrieveOrNull(() => this.stripe.paymentIntents.retrieve(id));
    return intent?.status ?? null;
  }

  async getPaymentMethod(id: string): Promise<PaymentMethodInfo | null> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(id);
      const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      return {
        id: method.id,
        brand: method.card?.brand ?? 'unknown',
        last4: method.card?.last4 ?? null,
        customerId: customer,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }

  async getPaymentCard(ref: PaymentRef): Promise<PaymentCard | null> {
    let intent: string | Stripe.PaymentIntent | null | undefined;
    if ('paymentIntentId' in ref) {
      intent = await retrieveOrNull(() => this.stripe.paymentIntents.retrieve(ref.paymentIntentId));
    } else {
      // As getInvoicePaymentError: an invoice names its payment intent only through `payments`.
      const invoice = await retrieveOrNull(() =>
        this.stripe.invoices.retrieve(ref.invoiceId, { expand: ['payments.data.payment.payment_intent'] }),
      );
      const entries = invoice?.payments?.data ?? [];
      intent = (entries.find((candidate) => candidate.is_default) ?? entries.at(-1))?.payment.payment_intent;
    }
    const methodId =
      typeof intent === 'string' ? await this.intentMethod(intent) : idOf(intent?.payment_method);
    const method = methodId ? await this.getPaymentMethod(methodId) : null;
    return method?.last4 ? { brand: method.brand, last4: method.last4 } : null;
  }

  private async intentMethod(paymentIntentId: string): Promise<string | null> {
    const intent = await retrieveOrNull(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
    return idOf(intent?.payment_method);
  }

  /**
   * Anchored at R 06:00 with no proration, so renewals are charged on the day the pass ends
   * (docs/decisions/renewal-anchor.md). The month bought now is a one-off line on the first invoice,
   * already discounted; the coupon sits on the subscription item only, for the discounted renewals.
   */
  async createSubscription(input: AnchoredSubscriptionInput): Promise<CreatedSubscription> {
    const { plan } = input;
    const price = await this.catalog.priceFor(plan);
    const renewalCycles = input.chargeFirstPeriodNow ? plan.discountCycles - 1 : plan.discountCycles;
    const coupon =
      plan.discountPercent > 0 && renewalCycles > 0
        ? await this.catalog.couponFor(plan, renewalCycles)
        : null;
    const firstPeriodCents = cycleChargeCents(plan.priceCents, plan.discountPercent, plan.discountCycles);
    const subscription = await stripeCall(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: price.id, ...(coupon ? { discounts: [{ coupon }] } : {}) }],
          default_payment_method: input.paymentMethodId,
          billing_cycle_anchor: Math.floor(input.billingAnchor.getTime() / 1000),
          proration_behavior: 'none',
          ...(input.chargeFirstPeriodNow
            ? {
                add_invoice_items: [
                  {
                    price_data: { currency: 'usd', product: price.product, unit_amount: firstPeriodCents },
                  },
                ],
              }
            : {}),
          // Charge the first month now; a card needing 3-D Secure leaves it incomplete for the browser.
          payment_behavior: 'allow_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: input.metadata,
          expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!input.chargeFirstPeriodNow) {
      return {
        id: subscription.id,
        firstPayment: { status: 'succeeded', paymentIntentId: null, clientSecret: null },
      };
    }
    return { id: subscription.id, firstPayment: await firstPaymentOf(this.stripe, subscription) };
  }

  async createSetupSession(input: SetupSessionInput): Promise<{ id: string; url: string }> {
    const session = await stripeCall(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'setup',
          customer: input.customerId,
          // Setup mode with dynamic payment methods needs the currency the card will be charged in.
          currency: 'usd',
          // Stripe replaces the placeholder with the session id, so the return page can look it up.
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: input.locale,
          metadata: input.metadata,
          setup_intent_data: { metadata: input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentsUnavailableError('Stripe returned a setup session without a URL');
    return { id: session.id, url: session.url };
  }

  async getSetupSession(id: string): Promise<SetupSessionInfo | null> {
    const session = await retrieveOrNull(() =>
      this.stripe.checkout.sessions.retrieve(id, { expand: ['setup_intent'] }),
    );
    if (!session) return null;
    const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
    return {
      id: session.id,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      customerId: idOf(session.customer) ?? '',
      paymentMethodId: intent?.status === 'succeeded' ? idOf(intent.payment_method) : null,
      metadata: session.metadata ?? {},
    };
  }

  async getSetupIntent(id: string): Promise<SetupIntentInfo | null> {
    const intent = await retrieveOrNull(() => this.stripe.setupIntents.retrieve(id));
    if (!intent) return null;
    return {
      id: intent.id,
      status: intent.status,
      customerId: idOf(intent.customer),
      paymentMethodId: idOf(intent.payment_method),
      metadata: intent.metadata ?? {},
    };
  }

  async setDefaultPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    subscriptionId: string | null;
  }): Promise<void> {
    await stripeCall(() =>
      this.stripe.customers.update(input.customerId, {
        invoice_settings: { default_payment_method: input.paymentMethodId },
      }),
    );
    const subscriptionId = input.subscriptionId;
    if (subscriptionId) {
      await stripeCall(() =>
        this.stripe.subscriptions.update(subscriptionId, { default_payment_method: input.paymentMethodId }),
      );
    }
  }

  async retryOpenInvoice(subscriptionId: string): Promise<'paid' | 'failed' | 'none'> {
    const subscription = await retrieveOrNull(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const invoiceId = idOf(subscription?.latest_invoice);
    if (!invoiceId) return 'none';
    const invoice = await stripeCall(() => this.stripe.invoices.retrieve(invoiceId));
    if (invoice.status !== 'open') return 'none';
    try {
      const paid = await this.stripe.invoices.pay(invoiceId, { off_session: true });
      return paid.status === 'paid' ? 'paid' : 'failed';
    } catch (error) {
      // A decline is an answer (its events follow); anything else is an outage.
      if (error instanceof Stripe.errors.StripeCardError) return 'failed';
      throw unavailable(error);
    }
  }

  async getPaymentError(paymentIntentId: string): Promise<PaymentErrorInfo | null> {
    const intent = await retrieveOrNull(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
    return intent?.last_payment_error ? toPaymentError(intent.last_payment_error) : null;
  }

  async getInvoicePaymentError(invoiceId: string): Promise<PaymentErrorInfo | null> {
    // `payments` is includable: a webhook's invoice never has it, so the decline is read from the API.
    const invoice = await retrieveOrNull(() =>
      this.stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent'] }),
    );
    const entries = invoice?.payments?.data ?? [];
    const entry = entries.find((candidate) => candidate.is_default) ?? entries.at(-1);
    const intent = entry?.payment.payment_intent;
    if (!intent) return null;
    if (typeof intent === 'string') return this.getPaymentError(intent);
    return intent.last_payment_error ? toPaymentError(intent.last_payment_error) : null;
  }

  async getSavedCard(customerId: string): Promise<SavedCard | null> {
    return savedCardOf(this.stripe, customerId);
  }

  async getUpcomingCharge(subscriptionId: string): Promise<UpcomingCharge | null> {
    return upcomingChargeOf(this.stripe, subscriptionId);
  }

  async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge> {
    return chargeSavedCard(this.stripe, input);
  }

  /**
   * Prices are immutable in Stripe: the item moves to the plan's price at the new amount (found again,
   * or made, by its lookup key); the item's coupon stays, and nothing is prorated.
   */
  async changeSubscriptionPrice(id: string, plan: PlanForBilling): Promise<void> {
    const price = await this.catalog.priceFor(plan);
    const subscription = await stripeCall(() => this.stripe.subscriptions.retrieve(id));
    const item = subscription.items.data[0];
    if (!item) throw unavailable(new Error(`subscription ${id} has no item`));
    if (item.price.id === price.id) return;
    await stripeCall(() =>
      this.stripe.subscriptions.update(
        id,
        { items: [{ id: item.id, price: price.id }], proration_behavior: 'none' },
        { idempotencyKey: `price-change-${id}-${price.id}` },
      ),
    );
  }

  async cancelSubscription(id: string): Promise<void> {
    await stripeCall(() => this.stripe.subscriptions.cancel(id));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void> {
    await stripeCall(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
  }

  async pauseBillingUntil(id: string, chargeAt: Date): Promise<void> {
    const trialEnd = Math.floor(chargeAt.getTime() / 1000);
    await stripeCall(() =>
      this.stripe.subscriptions.update(id, { trial_end: trialEnd, proration_behavior: 'none' }),
    );
  }

  async refund(input: RefundInput): Promise<{ id: string }> {
    let paymentIntent = input.paymentIntentId;
    if (!paymentIntent && input.invoiceId) {
      const invoiceId = input.invoiceId;
      const invoice = await stripeCall(() =>
        this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
      );
      paymentIntent = paymentIntentOfInvoice(invoice);
    }
    if (!paymentIntent) throw new PaymentsUnavailableError('No payment found to refund');
    const target = paymentIntent;
    const refund = await stripeCall(() =>
      this.stripe.refunds.create(
        { payment_intent: target, reason: 'requested_by_customer', metadata: { reason: input.reason } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: refund.id };
  }

  verifyWebhook(rawBody: string, signature: string | undefined): unknown {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    this.checkApiVersion(event.api_version);
    return event;
  }

  /** A webhook endpoint on another API version sends bodies of another shape: said once per version. */
  private checkApiVersion(version: string | null | undefined): void {
    const seen = version ?? 'none';
    if (seen === STRIPE_API_VERSION || this.reportedVersions.has(seen)) return;
    this.reportedVersions.add(seen);
    this.log(
      `Stripe webhook API version ${seen} differs from the pinned ${STRIPE_API_VERSION}: set the webhook endpoint's version to ${STRIPE_API_VERSION} in the Stripe dashboard (Developers > Webhooks), or review the code for ${seen}`,
    );
  }

  /** A cheap authenticated read, cached so the status page polling every 30 s costs one call a minute. */
  async checkHealth(): Promise<boolean> {
    if (this.health && Date.now() - this.health.at < HEALTH_CACHE_MS) return this.health.up;
    let up = false;
    try {
      await this.stripe.balance.retrieve({}, { maxNetworkRetries: 0, timeout: 2_500 });
      up = true;
    } catch {
      up = false;
    }
    this.health = { up, at: Date.now() };
    return up;
  }
}
