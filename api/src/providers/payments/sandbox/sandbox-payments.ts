import type { PaymentErrorInfo } from '../../../contract/billing-response';
import type { SandboxClockResponse, SandboxIntentResult } from '../../../contract/sandbox-payments';
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
} from '../payments-provider';
import { CardNetwork } from './card-network';
import { SandboxClock } from './sandbox-clock';
import type {
  ProviderEventListener,
  SandboxCard,
  SandboxControls,
  SandboxInvoiceView,
  SandboxSessionView,
} from './sandbox-controls';
import { SandboxNotFoundError } from './sandbox-controls';
import { SandboxEvents } from './sandbox-events';
import { SandboxIntents } from './sandbox-intents';
import { SandboxInvoices } from './sandbox-invoices';
import { newId } from './sandbox-objects';
import { SandboxRefunds } from './sandbox-refunds';
import { SandboxState } from './sandbox-state';
import { SandboxPersistence, type SandboxStore } from './sandbox-store';
import { SandboxSubscriptions } from './sandbox-subscriptions';
import { SetupSessions } from './setup-sessions';

// The offline stand-in for Stripe's test mode: the server's side (PaymentsProvider) and the browser's
// (SandboxControls, Stripe.js's role) over one set of Stripe-shaped objects. This class only composes
// the parts and decides which calls a disabled sandbox refuses and which calls save; the parts hold
// the behaviour (docs/decisions/sandbox-layout.md).

const DISABLED_MESSAGE =
  'The payment sandbox is disabled in production: configure Stripe (STRIPE_SECRET_KEY).';

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

  private readonly state = new SandboxState();
  private readonly clock: SandboxClock;
  private readonly persistence: SandboxPersistence;
  /** Settles once the sandbox's stored state is loaded (at once on SQLite). */
  readonly ready: Promise<void>;
  private readonly events: SandboxEvents;
  private readonly cards: CardNetwork;
  private readonly intents: SandboxIntents;
  private readonly subscriptions: SandboxSubscriptions;
  private readonly setupSessions: SetupSessions;
  private readonly refunds: SandboxRefunds;
  /** Calls whose answer is not known yet, by idempotency key: a concurrent copy waits for the first. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly clockListeners = new Set<() => void>();

  constructor(options: SandboxPaymentsOptions) {
    this.enabled = options.enabled;
    const log = options.log ?? ((message, error) => console.error(`[sandbox] ${message}`, error ?? ''));
    const { state } = this;
    const clock = new SandboxClock(options.timeZone ?? 'America/Los_Angeles');
    const persistence = new SandboxPersistence(options.store ?? null, state, clock);
    const events = new SandboxEvents({
      log,
      nowSeconds: () => clock.nowSeconds(),
      beforeDelivery: async () => persistence.flush(),
    });
    const cards = new CardNetwork(state, clock);
    // Intents and invoices need each other (an invoice opens its intent; an intent paid in the browser
    // after 3-D Secure pays its invoice): the intents reach the invoices only through this callback.
    const intents = new SandboxIntents({
      state,
      clock,
      events,
      cards,
      afterPaymentSucceeded: (intent): Promise<void> => invoices.paidBy(intent),
    });
    const publicBaseUrl = options.publicBaseUrl ?? 'http://localhost:3000';
    const invoices: SandboxInvoices = new SandboxInvoices({
      state,
      clock,
      events,
      intents,
      cards,
      publicBaseUrl,
    });
    this.clock = clock;
    this.persistence = persistence;
    this.ready = persistence.ready;
    this.events = events;
    this.cards = cards;
    this.intents = intents;
    this.subscriptions = new SandboxSubscriptions({ state, clock, cards, invoices, events });
    this.setupSessions = new SetupSessions({
      state,
      clock,
      events,
      intents,
      publicBaseUrl,
    });
    this.refunds = new SandboxRefunds(state, events);
  }

  get sandbox(): SandboxControls {
    return this;
  }

  // ---- PaymentsProvider (the server's side) ----

  /** Every id the sandbox makes carries `_sbx_` after its prefix (`newId`); Stripe's never do. */
  ownsId(id: string): boolean {
    return /^[a-z]+_sbx_/.test(id);
  }

  async createCustomer(input: CustomerInput): Promise<{ id: string }> {
    return this.enabledChange(() =>
      this.once(input.idempotencyKey, () => {
        const customer = { id: newId('cus'), email: input.email, name: input.name };
        this.state.customers.set(customer.id, customer);
        return { id: customer.id };
      }),
    );
  }

  async createPaymentIntent(input: PaymentIntentInput): Promise<IntentRef> {
    return this.enabledChange(() =>
      this.once(input.idempotencyKey, () => {
        const intent = this.intents.newPaymentIntent({
          amount: input.amountCents,
          customer: input.customerId,
          description: input.description,
          receiptEmail: input.receiptEmail,
          metadata: input.metadata,
        });
        return { id: intent.id, clientSecret: intent.client_secret };
      }),
    );
  }

  async createSetupIntent(input: SetupIntentInput): Promise<IntentRef> {
    return this.enabledChange(() =>
      this.once(input.idempotencyKey, () => {
        const intent = this.intents.newSetupIntent(input.customerId, input.metadata);
        return { id: intent.id, clientSecret: intent.client_secret };
      }),
    );
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    return this.change(() => this.intents.cancelPaymentIntent(id));
  }

  async getPaymentIntentStatus(id: string): Promise<string | null> {
    return this.state.paymentIntents.get(id)?.status ?? null;
  }

  async getPaymentMethod(id: string): Promise<PaymentMethodInfo | null> {
    return this.cards.paymentMethodInfo(id);
  }

  async getPaymentCard(ref: PaymentRef): Promise<PaymentCard | null> {
    const intentId =
      'paymentIntentId' in ref ? ref.paymentIntentId : this.state.paymentIntentOfInvoice.get(ref.invoiceId);
    const methodId = intentId ? this.state.paymentIntents.get(intentId)?.payment_method : null;
    const method = methodId ? this.state.paymentMethods.get(methodId) : undefined;
    return method ? { brand: method.card.brand, last4: method.card.last4 } : null;
  }

  async createSubscription(input: AnchoredSubscriptionInput): Promise<CreatedSubscription> {
    return this.enabledChange(() => this.subscriptions.create(input));
  }

  async createSetupSession(input: SetupSessionInput): Promise<{ id: string; url: string }> {
    return this.enabledChange(() => this.once(input.idempotencyKey, () => this.setupSessions.create(input)));
  }

  async getSetupSession(id: string): Promise<SetupSessionInfo | null> {
    return this.setupSessions.info(id);
  }

  async getSetupIntent(id: string): Promise<SetupIntentInfo | null> {
    return this.intents.setupIntentInfo(id);
  }

  async setDefaultPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    subscriptionId: string | null;
  }): Promise<void> {
    return this.enabledChange(() => this.subscriptions.setDefaultPaymentMethod(input));
  }

  async retryOpenInvoice(subscriptionId: string): Promise<'paid' | 'failed' | 'none'> {
    return this.enabledChange(() => this.subscriptions.retryOpenInvoice(subscriptionId));
  }

  async getPaymentError(paymentIntentId: string): Promise<PaymentErrorInfo | null> {
    return this.intents.paymentError(paymentIntentId);
  }

  async getInvoicePaymentError(invoiceId: string): Promise<PaymentErrorInfo | null> {
    const intentId = this.state.paymentIntentOfInvoice.get(invoiceId);
    return intentId ? this.intents.paymentError(intentId) : null;
  }

  async getSavedCard(customerId: string): Promise<SavedCard | null> {
    return this.subscriptions.savedCard(customerId);
  }

  async getUpcomingCharge(subscriptionId: string): Promise<UpcomingCharge | null> {
    return this.subscriptions.upcomingCharge(subscriptionId);
  }

  async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge> {
    return this.enabledChange(() =>
      this.onceAsync(input.idempotencyKey, () => this.intents.chargeSaved(input)),
    );
  }

  async changeSubscriptionPrice(id: string, plan: PlanForBilling): Promise<void> {
    return this.change(() => this.subscriptions.changePrice(id, plan));
  }

  async cancelSubscription(id: string): Promise<void> {
    return this.change(() => this.subscriptions.cancel(id));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void> {
    return this.change(() => this.subscriptions.setCancelAtPeriodEnd(id, cancel));
  }

  async pauseBillingUntil(id: string, chargeAt: Date): Promise<void> {
    return this.change(() => this.subscriptions.pauseBillingUntil(id, chargeAt));
  }

  async refund(input: RefundInput): Promise<{ id: string }> {
    return this.enabledChange(() => this.refunds.refund(input));
  }

  verifyWebhook(): unknown {
    throw new WebhookSignatureError('The payment sandbox does not send webhooks');
  }

  async checkHealth(): Promise<boolean> {
    return this.enabled;
  }

  // ---- SandboxControls (the browser's side, Stripe.js in Stripe's case) ----

  onEvent(listener: ProviderEventListener): () => void {
    return this.events.on(listener);
  }

  clockOffsetMs(): number {
    return this.clock.offsetMs;
  }

  clockNow(): Date {
    return this.clock.now();
  }

  async confirm(clientSecret: string, card: SandboxCard): Promise<SandboxIntentResult> {
    return this.enabledChange(() => this.intents.confirm(clientSecret, card));
  }

  async challenge(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntentResult> {
    return this.enabledChange(() => this.intents.challenge(clientSecret, outcome));
  }

  /** Test clock: moves time on and bills every subscription period that falls due, in order. */
  async advanceClock(seconds: number): Promise<SandboxClockResponse> {
    const billed = await this.enabledChange(() => {
      this.clock.advance(seconds);
      return this.subscriptions.runDue();
    });
    for (const listener of this.clockListeners) listener();
    return billed;
  }

  onClockMoved(listener: () => void): () => void {
    this.clockListeners.add(listener);
    return () => this.clockListeners.delete(listener);
  }

  /** The scheduler and advance-clock both bill through here. */
  async runDue(): Promise<SandboxClockResponse> {
    return this.enabledChange(() => this.subscriptions.runDue());
  }

  session(id: string): SandboxSessionView {
    this.assertEnabled();
    return this.setupSessions.view(id);
  }

  invoice(id: string): SandboxInvoiceView {
    this.assertEnabled();
    const invoice = this.state.invoices.get(id);
    if (!invoice) throw new SandboxNotFoundError('Unknown invoice');
    const intentId = this.state.paymentIntentOfInvoice.get(id);
    const intent = intentId ? this.state.paymentIntents.get(intentId) : undefined;
    return {
      id,
      status: invoice.status,
      amount_cents: invoice.amount_due || invoice.total,
      client_secret: invoice.status === 'open' ? (intent?.client_secret ?? null) : null,
      requires_action: invoice.status === 'open' && intent?.status === 'requires_action',
    };
  }

  async completeSession(id: string): Promise<{ redirect_url: string }> {
    return this.enabledChange(() => this.setupSessions.complete(id));
  }

  // ---- internals ----

  /** A call that changes objects saves them when it ends, whichever way it ends. */
  private async change<T>(run: () => T | Promise<T>): Promise<T> {
    // With several API processes on PostgreSQL, another may have billed or confirmed since.
    await this.persistence.refresh();
    try {
      return await run();
    } finally {
      await this.persistence.flush();
    }
  }

  /** A changing call a disabled sandbox refuses. */
  private async enabledChange<T>(run: () => T | Promise<T>): Promise<T> {
    return this.change(() => {
      this.assertEnabled();
      return run();
    });
  }

  private assertEnabled(): void {
    if (!this.enabled) throw new PaymentsUnavailableError(DISABLED_MESSAGE);
  }

  /** Stripe's idempotency keys: the same key answers with the first call's object. */
  private once<T>(key: string, create: () => T): T {
    if (this.state.idempotent.has(key)) return this.state.idempotent.get(key) as T;
    const result = create();
    this.state.idempotent.set(key, result);
    return result;
  }

  /** `once` for a call that waits (its events are delivered): the answer is stored, never the promise. */
  private onceAsync<T>(key: string, create: () => Promise<T>): Promise<T> {
    if (this.state.idempotent.has(key)) return Promise.resolve(this.state.idempotent.get(key) as T);
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const started = create()
      .then((result) => {
        this.state.idempotent.set(key, result);
        return result;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
