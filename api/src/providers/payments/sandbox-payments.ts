import { randomBytes } from 'node:crypto';
import type { PaymentErrorInfo } from '../../contract/billing-response';
import { addDays, renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import type { SandboxClockResponse, SandboxIntentResult } from '../../contract/sandbox-payments';
import { periodStartAfter, RENEWAL_ATTEMPT_DAYS, renewalChargeAt } from '../../domain/renewal-calendar';
import {
  type AnchoredSubscriptionInput,
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
  type SavedCard,
  type SetupIntentInfo,
  type SetupIntentInput,
  type SetupSessionInfo,
  type SetupSessionInput,
  WebhookSignatureError,
} from './payments-provider';
import {
  type ProviderEventListener,
  type SandboxCard,
  type SandboxControls,
  SandboxNotFoundError,
  type SandboxSessionView,
  SandboxStateError,
} from './sandbox-controls';
import type { SandboxStore } from './sandbox-store';
import { CARD_ERRORS, type CardBehaviour, cardBehaviour, cardFormError } from './test-cards';

// The offline stand-in for Stripe's test mode. It keeps its objects in memory in Stripe's shapes
// (a restart forgets open intents, like a fresh test account) and reports every outcome as the same
// event objects Stripe would send to a webhook, through the same handler.

type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

type SbxPaymentIntent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  amount_received: number;
  currency: 'usd';
  status: IntentStatus;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: PaymentErrorInfo | null;
  created: number;
  livemode: false;
};

type SbxSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: IntentStatus;
  customer: string;
  payment_method: string | null;
  usage: 'off_session';
  metadata: Record<string, string>;
  last_setup_error: PaymentErrorInfo | null;
  created: number;
  livemode: false;
};

type SbxPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  created: number;
};

type SbxInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'open' | 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  currency: 'usd';
  period_start: number;
  period_end: number;
  created: number;
  lines: { object: 'list'; data: SbxInvoiceLine[] };
  attempt_count: number;
  next_payment_attempt: number | null;
  payments: {
    object: 'list';
    data: {
      object: 'invoice_payment';
      is_default: boolean;
      status: 'open' | 'paid';
      payment: { type: 'payment_intent'; payment_intent: string };
    }[];
  };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  livemode: false;
};

type SbxInvoiceLine = {
  object: 'line_item';
  amount: number;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: false };
  };
  period: { start: number; end: number };
};

type SbxSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  default_payment_method: string;
  billing_cycle_anchor: number;
  metadata: Record<string, string>;
  discounts: { coupon: { percent_off: number; duration: 'repeating'; duration_in_months: number } }[];
  items: {
    data: {
      price: { unit_amount: number; recurring: { interval: 'month'; interval_count: number } };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string | null;
  created: number;
  livemode: false;
};

type SbxCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'setup';
  status: 'open' | 'complete' | 'expired';
  customer: string;
  setup_intent: string;
  success_url: string;
  cancel_url: string;
  locale: 'en' | 'es';
  metadata: Record<string, string>;
  url: string | null;
  created: number;
  livemode: false;
};

type SubscriptionState = {
  object: SbxSubscription;
  plan: PlanForBilling;
  /** Billing periods started so far; the first `discountCycles` are discounted. */
  cyclesBilled: number;
  /** Automatic attempts made on the open renewal invoice (RENEWAL_ATTEMPT_DAYS), and when the next is due. */
  attempts: number;
  nextAttemptAt: number | null;
};

type Charge = { ok: true } | { ok: false; error: PaymentErrorInfo } | { ok: 'action' };

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const clientSecretFor = (id: string) => `${id}_secret_${randomBytes(12).toString('hex')}`;
const clone = <T>(value: T): T => structuredClone(value);

const DISABLED_MESSAGE =
  'The payment sandbox is disabled in production: configure Stripe (STRIPE_SECRET_KEY).';

const WRITING_METHODS = [
  'createCustomer',
  'createPaymentIntent',
  'createSetupIntent',
  'cancelPaymentIntent',
  'createSubscription',
  'createSetupSession',
  'setDefaultPaymentMethod',
  'retryOpenInvoice',
  'cancelSubscription',
  'refund',
  'confirm',
  'challenge',
  'advanceClock',
  'runDue',
  'completeSession',
] as const;

export type SandboxPaymentsOptions = {
  /** False in production: the sandbox must never hand out passes for free on a live site. */
  enabled: boolean;
  log?: (message: string, error?: unknown) => void;
  /** Keeps the objects across restarts (the database); without one they live in memory only. */
  store?: SandboxStore;
  /** Where the portal serves the hosted card set-up page (`/sandbox-checkout`). */
  publicBaseUrl?: string;
  /** The garage's time zone: renewals are charged at RENEWAL_CHARGE_HOUR on the pass's renewal date. */
  timeZone?: string;
};

export class SandboxPayments implements PaymentsProvider, SandboxControls {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  readonly enabled: boolean;

  private readonly log: (message: string, error?: unknown) => void;
  private readonly listeners = new Set<ProviderEventListener>();
  private readonly customers = new Map<string, { id: string; email: string; name: string }>();
  private readonly paymentIntents = new Map<string, SbxPaymentIntent>();
  private readonly setupIntents = new Map<string, SbxSetupIntent>();
  private readonly paymentMethods = new Map<string, SbxPaymentMethod>();
  private readonly behaviours = new Map<string, CardBehaviour>();
  /** Cards whose holder passed 3-D Secure while saving them for off-session use (a setup intent). */
  private readonly authenticatedAtSetup = new Map<string, true>();
  private readonly subscriptions = new Map<string, SubscriptionState>();
  private readonly invoices = new Map<string, SbxInvoice>();
  /** Which invoice a payment intent pays. */
  private readonly invoiceOfIntent = new Map<string, string>();
  private readonly paymentIntentOfInvoice = new Map<string, string>();
  private readonly refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  private readonly idempotent = new Map<string, unknown>();
  private readonly sessions = new Map<string, SbxCheckoutSession>();
  private readonly defaultMethods = new Map<string, string>();
  private offsetMs = 0;
  private readonly store: SandboxStore | null;
  /** The JSON last written per row, so a flush writes only what changed. */
  private readonly saved = new Map<string, string>();
  private readonly publicBaseUrl: string;
  private readonly timeZone: string;

  constructor(options: SandboxPaymentsOptions) {
    this.enabled = options.enabled;
    this.publicBaseUrl = options.publicBaseUrl ?? 'http://localhost:3000';
    this.timeZone = options.timeZone ?? 'America/Los_Angeles';
    this.log = options.log ?? ((message, error) => console.error(`[sandbox] ${message}`, error ?? ''));
    this.store = options.store ?? null;
    if (this.store) {
      this.load(this.store);
      this.writeThrough();
    }
  }

  /** Every call that changes objects saves them when it ends, whichever way it ends. */
  private writeThrough(): void {
    const self = this as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const name of WRITING_METHODS) {
      const method = self[name];
      if (!method) continue;
      self[name] = async (...args: unknown[]) => {
        try {
          return await method.apply(this, args);
        } finally {
          this.flush();
        }
      };
    }
  }

  /** Every persisted collection, by the type its rows carry. */
  private collections(): Record<string, Map<string, unknown>> {
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

  private load(store: SandboxStore): void {
    const collections = this.collections();
    for (const row of store.load()) {
      this.saved.set(`${row.type}:${row.key}`, JSON.stringify(row.data));
      if (row.type === 'clock') this.offsetMs = Number((row.data as { offsetMs: number }).offsetMs) || 0;
      else collections[row.type]?.set(row.key, row.data);
    }
  }

  /** Writes through every object changed since the last call (compared by its JSON). */
  private flush(): void {
    if (!this.store) return;
    const changed: { type: string; key: string; data: unknown }[] = [];
    const consider = (type: string, key: string, data: unknown) => {
      const json = JSON.stringify(data);
      if (this.saved.get(`${type}:${key}`) === json) return;
      this.saved.set(`${type}:${key}`, json);
      changed.push({ type, key, data: JSON.parse(json) });
    };
    for (const [type, collection] of Object.entries(this.collections())) {
      for (const [key, data] of collection) consider(type, key, data);
    }
    consider('clock', 'clock', { offsetMs: this.offsetMs });
    this.store.save(changed);
  }

  get sandbox(): SandboxControls {
    return this;
  }

  // ---- PaymentsProvider (the server's side) ----

  /** Every id the sandbox makes carries `_sbx_` after its prefix (`newId`); Stripe's never do. */
  ownsId(id: string): boolean {
    return /^[a-z]+_sbx_/.test(id);
  }

  async createCustomer(input: CustomerInput) {
    return this.once(input.idempotencyKey, () => {
      const customer = { id: newId('cus'), email: input.email, name: input.name };
      this.customers.set(customer.id, customer);
      return { id: customer.id };
    });
  }

  async createPaymentIntent(input: PaymentIntentInput): Promise<IntentRef> {
    return this.once(input.idempotencyKey, () => {
      const intent = this.newPaymentIntent({
        amount: input.amountCents,
        customer: input.customerId,
        description: input.description,
        receiptEmail: input.receiptEmail,
        metadata: input.metadata,
      });
      return { id: intent.id, clientSecret: intent.client_secret };
    });
  }

  async createSetupIntent(input: SetupIntentInput): Promise<IntentRef> {
    return this.once(input.idempotencyKey, () => {
      const intent = this.newSetupIntent(input.customerId, input.metadata);
      return { id: intent.id, clientSecret: intent.client_secret };
    });
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    const intent = this.paymentIntents.get(id);
    if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  }

  async getPaymentMethod(id: string): Promise<PaymentMethodInfo | null> {
    const method = this.paymentMethods.get(id);
    return method ? { id, brand: method.card.brand, customerId: method.customer } : null;
  }

  async createSubscription(input: AnchoredSubscriptionInput): Promise<CreatedSubscription> {
    this.assertEnabled();
    const cached = this.idempotent.get(input.idempotencyKey) as CreatedSubscription | undefined;
    if (cached) return cached;

    const method = this.paymentMethods.get(input.paymentMethodId);
    if (!method || method.customer !== input.customerId) {
      throw new SandboxNotFoundError('That card is not saved for this customer');
    }
    const start = this.nowSeconds();
    const anchor = Math.max(start, Math.floor(input.billingAnchor.getTime() / 1000));
    const id = newId('sub');
    const state: SubscriptionState = {
      plan: input.plan,
      // A subscription started without charging now has its first discounted cycle still ahead.
      cyclesBilled: 0,
      attempts: 0,
      nextAttemptAt: null,
      object: {
        id,
        object: 'subscription',
        customer: input.customerId,
        status: input.chargeFirstPeriodNow ? 'incomplete' : 'active',
        default_payment_method: input.paymentMethodId,
        billing_cycle_anchor: anchor,
        metadata: { ...input.metadata },
        discounts:
          input.plan.discountPercent > 0
            ? [
                {
                  coupon: {
                    percent_off: input.plan.discountPercent,
                    duration: 'repeating',
                    duration_in_months: input.plan.discountCycles,
                  },
                },
              ]
            : [],
        items: {
          data: [
            {
              price: {
                unit_amount: input.plan.priceCents,
                recurring: { interval: 'month', interval_count: input.plan.durationMonths },
              },
              // Until the anchor: the month paid now (or nothing); full periods start at the anchor.
              current_period_start: start,
              current_period_end: anchor,
            },
          ],
        },
        latest_invoice: null,
        created: start,
        livemode: false,
      },
    };
    this.subscriptions.set(id, state);

    let firstPayment: FirstPayment = { status: 'succeeded', paymentIntentId: null, clientSecret: null };
    if (input.chargeFirstPeriodNow) {
      const { invoice, intent } = this.openInvoice(state, 'subscription_create');
      // The visitor is still present for the first payment, but a card authenticated for this mandate
      // during its setup is not asked again (see charge()).
      const outcome = this.charge(method.id, 'first_subscription_payment');
      firstPayment = await this.settleInvoicePayment(state, invoice, intent, outcome);
    }
    const result: CreatedSubscription = { id, firstPayment };
    this.idempotent.set(input.idempotencyKey, result);
    return result;
  }

  async createSetupSession(input: SetupSessionInput): Promise<{ id: string; url: string }> {
    return this.once(input.idempotencyKey, () => {
      const setupIntent = this.newSetupIntent(input.customerId, input.metadata);
      const id = newId('cs');
      const url = `${this.publicBaseUrl.replace(/\/$/, '')}/sandbox-checkout?session=${id}`;
      this.sessions.set(id, {
        id,
        object: 'checkout.session',
        mode: 'setup',
        status: 'open',
        customer: input.customerId,
        setup_intent: setupIntent.id,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: input.locale,
        metadata: { ...input.metadata },
        url,
        created: this.nowSeconds(),
        livemode: false,
      });
      return { id, url };
    });
  }

  async getSetupSession(id: string): Promise<SetupSessionInfo | null> {
    const session = this.sessions.get(id);
    if (!session) return null;
    const intent = this.setupIntents.get(session.setup_intent);
    return {
      id,
      status: session.status,
      customerId: session.customer,
      paymentMethodId: intent?.status === 'succeeded' ? intent.payment_method : null,
      metadata: { ...session.metadata },
    };
  }

  async getSetupIntent(id: string): Promise<SetupIntentInfo | null> {
    const intent = this.setupIntents.get(id);
    if (!intent) return null;
    return {
      id,
      status: intent.status,
      customerId: intent.customer,
      paymentMethodId: intent.payment_method,
      metadata: { ...intent.metadata },
    };
  }

  async setDefaultPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    subscriptionId: string | null;
  }): Promise<void> {
    this.assertEnabled();
    const method = this.paymentMethods.get(input.paymentMethodId);
    if (!method || method.customer !== input.customerId) {
      throw new SandboxNotFoundError('That card is not saved for this customer');
    }
    this.defaultMethods.set(input.customerId, method.id);
    if (input.subscriptionId) {
      const state = this.subscriptions.get(input.subscriptionId);
      if (!state || state.object.customer !== input.customerId) {
        throw new SandboxNotFoundError('No such subscription for this customer');
      }
      state.object.default_payment_method = method.id;
    }
  }

  async retryOpenInvoice(subscriptionId: string): Promise<'paid' | 'failed' | 'none'> {
    this.assertEnabled();
    const state = this.subscriptions.get(subscriptionId);
    const invoiceId = state?.object.latest_invoice;
    const invoice = invoiceId ? this.invoices.get(invoiceId) : undefined;
    // A canceled subscription stays canceled (as Stripe): a new card does not revive it.
    if (!state || state.object.status === 'canceled' || !invoice || invoice.status !== 'open') return 'none';
    const intentId = this.paymentIntentOfInvoice.get(invoice.id);
    const intent = intentId ? this.paymentIntents.get(intentId) : undefined;
    if (!intent) return 'none';
    intent.payment_method = state.object.default_payment_method;
    const outcome = this.charge(state.object.default_payment_method, 'off_session');
    const result = await this.settleInvoicePayment(state, invoice, intent, outcome);
    return result.status === 'succeeded' ? 'paid' : 'failed';
  }

  async getPaymentError(paymentIntentId: string): Promise<PaymentErrorInfo | null> {
    return this.paymentIntents.get(paymentIntentId)?.last_payment_error ?? null;
  }

  async getSavedCard(customerId: string): Promise<SavedCard | null> {
    let methodId = this.defaultMethods.get(customerId);
    if (!methodId) {
      const newest = [...this.subscriptions.values()]
        .filter((state) => state.object.customer === customerId)
        .sort((a, b) => b.object.created - a.object.created)[0];
      methodId = newest?.object.default_payment_method;
    }
    const method = methodId ? this.paymentMethods.get(methodId) : undefined;
    if (!method) return null;
    return { paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 };
  }

  async cancelSubscription(id: string): Promise<void> {
    const state = this.subscriptions.get(id);
    if (state) state.object.status = 'canceled';
  }

  async refund(input: RefundInput): Promise<{ id: string }> {
    this.assertEnabled();
    const cached = this.idempotent.get(input.idempotencyKey) as { id: string } | undefined;
    if (cached) return cached;
    const intentId =
      input.paymentIntentId ??
      (input.invoiceId ? this.paymentIntentOfInvoice.get(input.invoiceId) : undefined);
    const intent = intentId ? this.paymentIntents.get(intentId) : undefined;
    if (intent?.status !== 'succeeded') {
      throw new SandboxNotFoundError('There is no completed payment to refund');
    }
    const refund = { id: newId('re'), payment_intent: intent.id, amount: intent.amount_received };
    this.refunds.set(refund.id, refund);
    this.idempotent.set(input.idempotencyKey, { id: refund.id });
    await this.emit('charge.refunded', {
      object: 'charge',
      id: newId('ch'),
      payment_intent: intent.id,
      amount: intent.amount_received,
      amount_refunded: refund.amount,
      refunded: true,
    });
    return { id: refund.id };
  }

  verifyWebhook(): unknown {
    throw new WebhookSignatureError('The payment sandbox does not send webhooks');
  }

  async checkHealth(): Promise<boolean> {
    return this.enabled;
  }

  // ---- SandboxControls (the browser's side, Stripe.js in Stripe's case) ----

  onEvent(listener: ProviderEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clockOffsetMs(): number {
    return this.offsetMs;
  }

  clockNow(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  async confirm(clientSecret: string, card: SandboxCard): Promise<SandboxIntentResult> {
    this.assertEnabled();
    const intent = this.intentBySecret(clientSecret);
    if (intent.object === 'setup_intent') return this.confirmSetup(intent, card);

    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
      return paymentResult(intent, unexpectedState('PaymentIntent', intent.status));
    }
    const formError = cardFormError(card, this.clockNow());
    if (formError) return this.failPayment(intent, formError);

    const method = this.saveCard(card, null);
    intent.payment_method = method.id;
    const outcome = this.charge(method.id, 'on_session');
    if (outcome.ok === 'action') {
      intent.status = 'requires_action';
      return paymentResult(intent);
    }
    if (!outcome.ok) return this.failPayment(intent, outcome.error);
    await this.succeedPayment(intent);
    return paymentResult(intent);
  }

  async challenge(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntentResult> {
    this.assertEnabled();
    const intent = this.intentBySecret(clientSecret);
    if (intent.object === 'setup_intent') {
      if (intent.status !== 'requires_action') {
        return setupResult(intent, unexpectedState('SetupIntent', intent.status));
      }
      if (outcome === 'fail') return this.failSetup(intent, CARD_ERRORS.setupAuthenticationFailed);
      await this.succeedSetup(intent);
      return setupResult(intent);
    }

    if (intent.status !== 'requires_action') {
      return paymentResult(intent, unexpectedState('PaymentIntent', intent.status));
    }
    if (outcome === 'fail') return this.failPayment(intent, CARD_ERRORS.paymentAuthenticationFailed);
    // Authenticated: the issuer still decides on the money.
    const decline = intent.payment_method ? this.behaviours.get(intent.payment_method)?.chargeDecline : null;
    if (decline) return this.failPayment(intent, decline);
    await this.succeedPayment(intent);
    return paymentResult(intent);
  }

  /** Test clock: moves time on and bills every subscription period that falls due, in order. */
  async advanceClock(seconds: number): Promise<SandboxClockResponse> {
    this.assertEnabled();
    this.offsetMs += seconds * 1000;
    return this.runDue();
  }

  /**
   * Bills what is due at the clock's now: renewal periods that started and retries of failed ones
   * (RENEWAL_ATTEMPT_DAYS), in order; the scheduler and advance-clock both call it.
   */
  async runDue(): Promise<SandboxClockResponse> {
    this.assertEnabled();
    const now = this.nowSeconds();
    const billed: SandboxClockResponse['invoices'] = [];
    const report = (state: SubscriptionState, invoice: SbxInvoice) =>
      billed.push({
        id: invoice.id,
        subscription: state.object.id,
        amount_cents: invoice.total,
        status: invoice.status,
      });
    for (const state of this.subscriptions.values()) {
      for (;;) {
        if (
          state.object.status === 'past_due' &&
          state.nextAttemptAt !== null &&
          state.nextAttemptAt <= now
        ) {
          const invoice = state.object.latest_invoice
            ? this.invoices.get(state.object.latest_invoice)
            : undefined;
          const intentId = invoice ? this.paymentIntentOfInvoice.get(invoice.id) : undefined;
          const intent = intentId ? this.paymentIntents.get(intentId) : undefined;
          if (!invoice || !intent || invoice.status !== 'open') {
            state.nextAttemptAt = null;
            continue;
          }
          intent.payment_method = state.object.default_payment_method;
          const outcome = this.charge(state.object.default_payment_method, 'off_session');
          await this.settleInvoicePayment(state, invoice, intent, outcome, true);
          report(state, invoice);
          continue;
        }
        if (state.object.status === 'active' && periodOf(state.object).current_period_end <= now) {
          const period = periodOf(state.object);
          period.current_period_start = period.current_period_end;
          period.current_period_end = this.nextChargeAfter(
            period.current_period_start,
            state.plan.durationMonths,
          );
          const { invoice, intent } = this.openInvoice(state, 'subscription_cycle');
          state.attempts = 0;
          const outcome = this.charge(state.object.default_payment_method, 'off_session');
          await this.settleInvoicePayment(state, invoice, intent, outcome, true);
          report(state, invoice);
          continue;
        }
        break;
      }
    }
    return { now: this.clockNow().toISOString(), invoices: billed };
  }

  session(id: string): SandboxSessionView {
    this.assertEnabled();
    const session = this.sessions.get(id);
    const intent = session ? this.setupIntents.get(session.setup_intent) : undefined;
    if (!session || !intent) throw new SandboxNotFoundError('That card set-up was not found');
    return {
      id: session.id,
      status: session.status,
      client_secret: intent.client_secret,
      locale: session.locale,
      success_url: session.success_url,
      cancel_url: session.cancel_url,
    };
  }

  async completeSession(id: string): Promise<{ redirect_url: string }> {
    this.assertEnabled();
    const session = this.sessions.get(id);
    const intent = session ? this.setupIntents.get(session.setup_intent) : undefined;
    if (!session || !intent) throw new SandboxNotFoundError('That card set-up was not found');
    if (intent.status !== 'succeeded') throw new SandboxStateError('The card has not been saved yet');
    if (session.status === 'open') {
      session.status = 'complete';
      session.url = null;
      await this.emit('checkout.session.completed', session);
    }
    return { redirect_url: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  // ---- internals ----

  /** The next renewal charge after one made at `chargedAt`: on the pass's next renewal date (one calendar). */
  private nextChargeAfter(chargedAt: number, months: number): number {
    const renewalDate = todayInTimeZone(this.timeZone, new Date(chargedAt * 1000));
    const next = renewalDateFor(periodStartAfter(renewalDate), months);
    return Math.floor(renewalChargeAt(next, this.timeZone).getTime() / 1000);
  }

  /** A retry `days` after the renewal date the invoice was opened on, at the charge hour. */
  private retryAt(invoice: SbxInvoice, days: number): number {
    const renewalDate = todayInTimeZone(this.timeZone, new Date(invoice.period_start * 1000));
    return Math.floor(renewalChargeAt(addDays(renewalDate, days), this.timeZone).getTime() / 1000);
  }

  private assertEnabled(): void {
    if (!this.enabled) throw new PaymentsUnavailableError(DISABLED_MESSAGE);
  }

  private async once<T>(key: string, create: () => T): Promise<T> {
    this.assertEnabled();
    if (this.idempotent.has(key)) return this.idempotent.get(key) as T;
    const result = create();
    this.idempotent.set(key, result);
    return result;
  }

  private nowSeconds(): number {
    return Math.floor(this.clockNow().getTime() / 1000);
  }

  private newPaymentIntent(input: {
    amount: number;
    customer: string | null;
    description: string | null;
    receiptEmail: string | null;
    metadata: Record<string, string>;
  }): SbxPaymentIntent {
    const id = newId('pi');
    const intent: SbxPaymentIntent = {
      id,
      object: 'payment_intent',
      client_secret: clientSecretFor(id),
      amount: input.amount,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      customer: input.customer,
      payment_method: null,
      description: input.description,
      receipt_email: input.receiptEmail,
      metadata: { ...input.metadata },
      last_payment_error: null,
      created: this.nowSeconds(),
      livemode: false,
    };
    this.paymentIntents.set(id, intent);
    return intent;
  }

  private newSetupIntent(customer: string, metadata: Record<string, string>): SbxSetupIntent {
    const id = newId('seti');
    const intent: SbxSetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: clientSecretFor(id),
      status: 'requires_payment_method',
      customer,
      payment_method: null,
      usage: 'off_session',
      metadata: { ...metadata },
      last_setup_error: null,
      created: this.nowSeconds(),
      livemode: false,
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  private intentBySecret(clientSecret: string): SbxPaymentIntent | SbxSetupIntent {
    const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    const intent = this.paymentIntents.get(id) ?? this.setupIntents.get(id);
    if (!intent || intent.client_secret !== clientSecret) {
      throw new SandboxNotFoundError('Unknown payment: please start the checkout again');
    }
    return intent;
  }

  private saveCard(card: SandboxCard, customer: string | null): SbxPaymentMethod {
    const behaviour = cardBehaviour(card.number);
    const digits = card.number.replace(/\D/g, '');
    const method: SbxPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: behaviour.brand,
        last4: digits.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
      },
      created: this.nowSeconds(),
    };
    this.paymentMethods.set(method.id, method);
    this.behaviours.set(method.id, behaviour);
    return method;
  }

  /** What the card network says to a charge on a saved card. */
  private charge(
    paymentMethodId: string,
    mode: 'on_session' | 'first_subscription_payment' | 'off_session',
  ): Charge {
    const behaviour = this.behaviours.get(paymentMethodId);
    if (!behaviour) return { ok: false, error: CARD_ERRORS.generic };
    if (behaviour.threeDSecure === 'always') {
      if (mode === 'off_session') return { ok: false, error: CARD_ERRORS.authenticationRequired };
      // The holder has just authenticated this card for the autopay mandate: a bank does not ask
      // again for the first charge of that same mandate moments later (asking twice in a row was a bug).
      if (mode === 'first_subscription_payment' && this.authenticatedAtSetup.has(paymentMethodId)) {
        return behaviour.chargeDecline ? { ok: false, error: behaviour.chargeDecline } : { ok: true };
      }
      return { ok: 'action' };
    }
    if (behaviour.threeDSecure === 'setup_once' && mode === 'on_session') return { ok: 'action' };
    if (behaviour.chargeDecline) return { ok: false, error: behaviour.chargeDecline };
    return { ok: true };
  }

  private async confirmSetup(intent: SbxSetupIntent, card: SandboxCard): Promise<SandboxIntentResult> {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
      return setupResult(intent, unexpectedState('SetupIntent', intent.status));
    }
    const formError = cardFormError(card, this.clockNow());
    if (formError) return this.failSetup(intent, formError);
    const method = this.saveCard(card, null);
    intent.payment_method = method.id;
    const behaviour = cardBehaviour(card.number);
    if (behaviour.setupDecline) return this.failSetup(intent, behaviour.setupDecline);
    if (behaviour.threeDSecure !== 'none') {
      intent.status = 'requires_action';
      return setupResult(intent);
    }
    await this.succeedSetup(intent);
    return setupResult(intent);
  }

  private async succeedSetup(intent: SbxSetupIntent): Promise<void> {
    const wasChallenged = intent.status === 'requires_action';
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    const method = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : undefined;
    if (method) method.customer = intent.customer;
    if (method && wasChallenged) this.authenticatedAtSetup.set(method.id, true);
    await this.emit('setup_intent.succeeded', intent);
  }

  private async failSetup(intent: SbxSetupIntent, error: PaymentErrorInfo): Promise<SandboxIntentResult> {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = error;
    await this.emit('setup_intent.setup_failed', intent);
    return setupResult(intent, error);
  }

  private async succeedPayment(intent: SbxPaymentIntent): Promise<void> {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    await this.emit('payment_intent.succeeded', intent);
    const invoiceId = this.invoiceOfIntent.get(intent.id);
    const invoice = invoiceId ? this.invoices.get(invoiceId) : undefined;
    if (invoice && invoice.status !== 'paid') {
      const state = this.subscriptions.get(invoice.parent.subscription_details.subscription);
      invoice.status = 'paid';
      invoice.attempt_count += 1;
      for (const entry of invoice.payments.data) {
        if (entry.payment.payment_intent === intent.id) entry.status = 'paid';
      }
      invoice.amount_paid = invoice.total;
      invoice.amount_due = 0;
      if (state) state.object.status = 'active';
      await this.emit('invoice.paid', invoice);
    }
  }

  private async failPayment(intent: SbxPaymentIntent, error: PaymentErrorInfo): Promise<SandboxIntentResult> {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    await this.emit('payment_intent.payment_failed', intent);
    return paymentResult(intent, error);
  }

  private openInvoice(
    state: SubscriptionState,
    reason: SbxInvoice['billing_reason'],
  ): { invoice: SbxInvoice; intent: SbxPaymentIntent } {
    const period = periodOf(state.object);
    const discounted = state.cyclesBilled < state.plan.discountCycles && state.plan.discountPercent > 0;
    state.cyclesBilled += 1;
    const subtotal = state.plan.priceCents;
    const total = discounted ? Math.round((subtotal * (100 - state.plan.discountPercent)) / 100) : subtotal;
    const invoice: SbxInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: state.object.customer,
      status: 'open',
      billing_reason: reason,
      subtotal,
      total,
      amount_due: total,
      amount_paid: 0,
      currency: 'usd',
      period_start: period.current_period_start,
      period_end: period.current_period_end,
      created: this.nowSeconds(),
      lines: {
        object: 'list',
        data: [
          {
            object: 'line_item',
            amount: total,
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                subscription: state.object.id,
                subscription_item: `si_${state.object.id.slice(4)}`,
                proration: false,
              },
            },
            period: { start: period.current_period_start, end: period.current_period_end },
          },
        ],
      },
      attempt_count: 0,
      next_payment_attempt: null,
      payments: { object: 'list', data: [] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: state.object.id, metadata: { ...state.object.metadata } },
      },
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    state.object.latest_invoice = invoice.id;
    const intent = this.newPaymentIntent({
      amount: total,
      customer: state.object.customer,
      description: `Subscription ${reason === 'subscription_create' ? 'creation' : 'update'}`,
      receiptEmail: null,
      metadata: {},
    });
    intent.payment_method = state.object.default_payment_method;
    this.invoiceOfIntent.set(intent.id, invoice.id);
    this.paymentIntentOfInvoice.set(invoice.id, intent.id);
    invoice.payments.data.push({
      object: 'invoice_payment',
      is_default: true,
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: intent.id },
    });
    return { invoice, intent };
  }

  private async settleInvoicePayment(
    state: SubscriptionState,
    invoice: SbxInvoice,
    intent: SbxPaymentIntent,
    outcome: Charge,
    /** A scheduled attempt (not one a card update asked for): counts towards the retry schedule. */
    scheduled = false,
  ): Promise<FirstPayment> {
    const ref = { paymentIntentId: intent.id, clientSecret: intent.client_secret };
    if (outcome.ok === 'action') {
      intent.status = 'requires_action';
      return { status: 'requires_action', ...ref };
    }
    if (!outcome.ok) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = outcome.error;
      const renewal = invoice.billing_reason === 'subscription_cycle';
      if (renewal) {
        state.object.status = 'past_due';
        if (scheduled) state.attempts += 1;
        const retryDays = RENEWAL_ATTEMPT_DAYS[state.attempts];
        state.nextAttemptAt = retryDays === undefined ? null : this.retryAt(invoice, retryDays);
        invoice.next_payment_attempt = state.nextAttemptAt;
      }
      await this.emit('payment_intent.payment_failed', intent);
      invoice.attempt_count += 1;
      // As Stripe: the decline is on the payment intent (`last_payment_error`), the invoice only points to it.
      await this.emit('invoice.payment_failed', invoice);
      if (renewal && scheduled && state.nextAttemptAt === null) {
        // As Stripe's "cancel the subscription" after the last retry.
        state.object.status = 'canceled';
        await this.emit('customer.subscription.deleted', state.object);
      }
      return { status: 'requires_payment_method', ...ref, error: outcome.error };
    }
    state.attempts = 0;
    state.nextAttemptAt = null;
    invoice.next_payment_attempt = null;
    await this.succeedPayment(intent);
    return { status: 'succeeded', ...ref };
  }

  private async emit(type: string, object: object): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: this.nowSeconds(),
      livemode: false,
      data: { object: clone(object) },
    };
    // Saved before the app hears of it: what the app records never refers to an object a restart lost.
    this.flush();
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        // Stripe would retry a failed webhook; here the failure is logged for the developer.
        this.log(`handling ${type} (${event.id}) failed`, error);
      }
    }
  }
}

function periodOf(subscription: SbxSubscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error('A sandbox subscription always has one item');
  return item;
}

/** Same day-of-month `months` later at the same time, clamped to a shorter month (Stripe's rule). */
export function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

function unexpectedState(kind: 'PaymentIntent' | 'SetupIntent', status: string): PaymentErrorInfo {
  return {
    type: 'invalid_request_error',
    code: kind === 'PaymentIntent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state',
    message: `You cannot confirm this ${kind} because it has a status of ${status}.`,
  };
}

function paymentResult(intent: SbxPaymentIntent, error?: PaymentErrorInfo): SandboxIntentResult {
  return {
    status: intent.status,
    intentType: 'payment',
    paymentMethod: intent.payment_method,
    nextAction: intent.status === 'requires_action' ? { type: 'sandbox_3ds_challenge' } : null,
    ...(error ? { error } : {}),
  };
}

function setupResult(intent: SbxSetupIntent, error?: PaymentErrorInfo): SandboxIntentResult {
  return {
    status: intent.status,
    intentType: 'setup',
    paymentMethod: intent.status === 'succeeded' ? intent.payment_method : null,
    nextAction: intent.status === 'requires_action' ? { type: 'sandbox_3ds_challenge' } : null,
    ...(error ? { error } : {}),
  };
}
