import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import type { PaymentErrorInfo } from '../../contract/billing-response';
import {
  type CreatedSubscription,
  type CustomerInput,
  type FirstPayment,
  type IntentRef,
  type PaymentIntentInput,
  type PaymentMethodInfo,
  type PaymentsProvider,
  PaymentsUnavailableError,
  type PlanForBilling,
  type RefundInput,
  type SetupIntentInput,
  type SubscriptionInput,
  WebhookSignatureError,
} from './payments-provider';

// Stripe through its official SDK. Every create carries an idempotency key derived from the checkout,
// so a retried request (ours or the SDK's) can never charge or subscribe twice.

/** Stripe's own default: a signed webhook older than five minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const HEALTH_CACHE_MS = 60_000;

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  api?: PaymentsConfig['stripeApi'];
  maxNetworkRetries?: number;
  timeoutMs?: number;
};

export class StripePayments implements PaymentsProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly sandbox = null;

  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;
  private readonly priceIds = new Map<string, string>();
  private health: { up: boolean; at: number } | null = null;

  constructor(options: StripePaymentsOptions) {
    this.publishableKey = options.publishableKey ?? null;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 15_000,
      telemetry: false,
      appInfo: { name: 'border-garage-api' },
      ...(options.api
        ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
        : {}),
    });
  }

  async createCustomer(input: CustomerInput): Promise<{ id: string }> {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: customer.id };
  }

  async createPaymentIntent(input: PaymentIntentInput): Promise<IntentRef> {
    const intent = await this.call(() =>
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
    const intent = await this.call(() =>
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
    await this.call(() => this.stripe.paymentIntents.cancel(id));
  }

  async getPaymentMethod(id: string): Promise<PaymentMethodInfo | null> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(id);
      const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      return { id: method.id, brand: method.card?.brand ?? 'unknown', customerId: customer };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw unavailable(error);
    }
  }

  async createSubscription(input: SubscriptionInput): Promise<CreatedSubscription> {
    const price = await this.priceFor(input.plan);
    const coupon = input.plan.discountPercent > 0 ? await this.couponFor(input.plan) : null;
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price }],
          default_payment_method: input.paymentMethodId,
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          // Charge the first month now; a card needing 3-D Secure leaves it incomplete for the browser.
          payment_behavior: 'allow_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: input.metadata,
          expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: subscription.id, firstPayment: await this.firstPaymentOf(subscription) };
  }

  async cancelSubscription(id: string): Promise<void> {
    await this.call(() => this.stripe.subscriptions.cancel(id));
  }

  async refund(input: RefundInput): Promise<{ id: string }> {
    let paymentIntent = input.paymentIntentId;
    if (!paymentIntent && input.invoiceId) {
      const invoiceId = input.invoiceId;
      const invoice = await this.call(() =>
        this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
      );
      paymentIntent = paymentIntentOfInvoice(invoice);
    }
    if (!paymentIntent) throw new PaymentsUnavailableError('No payment found to refund');
    const target = paymentIntent;
    const refund = await this.call(() =>
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
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
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

  // A price per plan and amount, found again through its lookup key so restarts reuse it.
  private async priceFor(plan: PlanForBilling): Promise<string> {
    const lookupKey = `garage-plan-${plan.id}-${plan.priceCents}-usd-${plan.durationMonths}m`;
    const cached = this.priceIds.get(lookupKey);
    if (cached) return cached;
    const existing = await this.call(() => this.stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 }));
    let priceId = existing.data[0]?.id;
    if (!priceId) {
      const created = await this.call(() =>
        this.stripe.prices.create(
          {
            currency: 'usd',
            unit_amount: plan.priceCents,
            recurring: { interval: 'month', interval_count: plan.durationMonths },
            product_data: { name: plan.name },
            lookup_key: lookupKey,
          },
          { idempotencyKey: `price-${lookupKey}` },
        ),
      );
      priceId = created.id;
    }
    this.priceIds.set(lookupKey, priceId);
    return priceId;
  }

  private async couponFor(plan: PlanForBilling): Promise<string> {
    if (plan.couponId) return plan.couponId;
    const id = `garage-${plan.discountPercent}pct-${plan.discountCycles}m`;
    try {
      await this.stripe.coupons.retrieve(id);
      return id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)) {
        throw unavailable(error);
      }
    }
    await this.call(() =>
      this.stripe.coupons.create(
        {
          id,
          percent_off: plan.discountPercent,
          duration: 'repeating',
          duration_in_months: plan.discountCycles,
          name: `${plan.discountPercent}% off the first ${plan.discountCycles} months`,
        },
        { idempotencyKey: `coupon-${id}` },
      ),
    );
    return id;
  }

  private async firstPaymentOf(subscription: Stripe.Subscription): Promise<FirstPayment> {
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const paymentIntentId = invoice ? paymentIntentOfInvoice(invoice) : null;
    const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
    if (invoice?.status === 'paid' || subscription.status === 'active') {
      return { status: 'succeeded', paymentIntentId, clientSecret };
    }
    if (!paymentIntentId) return { status: 'processing', paymentIntentId, clientSecret };
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
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

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw unavailable(error);
    }
  }
}

function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  for (const entry of invoice.payments?.data ?? []) {
    const intent = entry.payment.payment_intent;
    if (typeof intent === 'string') return intent;
    if (intent) return intent.id;
  }
  return null;
}

function requireSecret(secret: string | null): string {
  if (!secret) throw new PaymentsUnavailableError('Stripe returned an intent without a client secret');
  return secret;
}

function toPaymentError(error: Stripe.PaymentIntent.LastPaymentError | null | undefined): PaymentErrorInfo {
  return {
    type: 'card_error',
    code: error?.code ?? 'card_declined',
    ...(error?.decline_code ? { decline_code: error.decline_code } : {}),
    message: error?.message ?? 'Your card was declined.',
  };
}

function unavailable(error: unknown): Error {
  if (error instanceof PaymentsUnavailableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentsUnavailableError(`Stripe request failed: ${message}`);
}
