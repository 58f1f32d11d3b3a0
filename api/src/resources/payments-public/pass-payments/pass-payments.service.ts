import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { ONE_TIME_PLAN_ID } from '../../../contract/billing-input';
import type {
  LostCardResponse,
  PassPaymentKind,
  PassPaymentStatusResponse,
  PassRefundReason,
  RenewResponse,
} from '../../../contract/portal';
import type { DbExecutor } from '../../../db/db-executor';
import { firstRow, returnedRow } from '../../../db/rows';
import { passPayments, plans, subscriptions } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { fullName } from '../../../domain/customers/customer-records';
import { hasSpaceFor } from '../../../domain/garage/capacity';
import { passStanding } from '../../../domain/passes/pass-calendar';
import { cardOf, lossFeeCents } from '../../../domain/passes/pass-card';
import { checkRenewal, renewalRefusal } from '../../../domain/passes/pass-renewal';
import { type PortalPass, requireConfirmedPass } from '../../../domain/passes/portal-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';

// Starting a portal payment: the rules are checked and a `pass_payments` row written in one
// transaction, then the provider's payment intent is created for the browser to confirm. The payment
// is applied only when the provider reports it (domain/payment-lifecycle/pass-payment.ts), where the rules
// are checked again.

type PaymentInput = { email: string; plate: string; language: 'en' | 'es' };
type PaymentRow = typeof passPayments.$inferSelect;

/** `POST renew`: one month at the public one-time plan's price. */
export async function startRenewal(deps: PaymentDeps, input: PaymentInput): Promise<RenewResponse> {
  const now = deps.now();
  const started = await inTransaction(
    deps.db,
    async (tx) => {
      const pass = await requireConfirmedPass(tx, input);
      const standing = passStanding(deps.config.garageTz, now, pass.subscription.nextRenewalDate);
      const check = checkRenewal(pass, standing);
      if (!check.ok) throw renewalRefusal(check);
      // A lapsed or canceled pass takes a space again: refused before anything is charged.
      if (
        !(await hasSpaceFor(deps.db, pass.subscription, { today: standing.today, nowIso: now.toISOString() }))
      ) {
        throw new HttpError(409, 'no_space_to_reactivate');
      }
      const plan = await firstRow(tx.select().from(plans).where(eq(plans.id, ONE_TIME_PLAN_ID)).limit(1));
      if (!plan) throw new HttpError(404, 'plan_not_found');
      // One renewal per pass and period: a second start (another tab, a double click) gets the same one.
      const payment =
        (await liveRenewalOf(tx, pass, now)) ??
        (await insertPayment(tx, {
          kind: 'renewal',
          pass,
          amountCents: plan.priceCents,
          language: input.language,
          nowIso: now.toISOString(),
        }));
      return { pass, payment, check, planName: plan.name };
    },
    { behavior: 'immediate' },
  );
  const { pass, payment, check } = started;
  const clientSecret = await intentOnce(payment.token, async () =>
    createIntent(deps, payment, pass, `${started.planName} – renewal – ${pass.vehicle.plate}`),
  );
  return {
    client_secret: clientSecret,
    payment_id: payment.token,
    amount_cents: payment.amountCents,
    new_period_start: check.start,
    new_renewal_date: check.renewal,
  };
}

/** `POST lost-card`: the fee of the item named 'Loss fee', for the card assigned now. */
export async function startLossFee(deps: PaymentDeps, input: PaymentInput): Promise<LostCardResponse> {
  const now = deps.now();
  const started = await inTransaction(
    deps.db,
    async (tx) => {
      const pass = await requireConfirmedPass(tx, input);
      if ((await cardOf(tx, pass)).state !== 'assigned') throw new HttpError(409, 'no_card_assigned');
      const fee = await lossFeeCents(tx);
      // One fee per card: a second start (another tab, a double tap) gets the same payment, so paying
      // in both tabs charges once, where two payments charged twice and refunded the second.
      const live = await liveCardFormPaymentOf(tx, pass, 'loss_fee', now);
      const payment =
        live && live.amountCents === fee
          ? live
          : await insertPayment(tx, {
              kind: 'loss_fee',
              pass,
              amountCents: fee,
              language: input.language,
              nowIso: now.toISOString(),
            });
      return { pass, payment };
    },
    { behavior: 'immediate' },
  );
  const { pass, payment } = started;
  const clientSecret = await intentOnce(payment.token, async () =>
    createIntent(deps, payment, pass, `Loss fee – ${pass.vehicle.plate}`),
  );
  return { client_secret: clientSecret, payment_id: payment.token, amount_cents: payment.amountCents };
}

/** `GET payment?id=`: what the browser polls after confirming, until the provider's event is applied. */
export async function passPaymentStatus(
  deps: Pick<PaymentDeps, 'db'>,
  token: string,
): Promise<PassPaymentStatusResponse> {
  const row = await firstRow(
    deps.db
      .select({ payment: passPayments, renewal: subscriptions.nextRenewalDate })
      .from(passPayments)
      .innerJoin(subscriptions, eq(subscriptions.id, passPayments.subscriptionId))
      .where(eq(passPayments.token, token))
      .limit(1),
  );
  if (!row) throw new HttpError(404, 'payment_not_found');
  const { payment } = row;
  return {
    status: payment.status === 'refund_pending' ? 'refunded' : payment.status,
    kind: payment.kind,
    amount_cents: payment.amountCents,
    next_renewal_date: row.renewal,
    refund_reason: (payment.refundReason as PassRefundReason | null) ?? null,
  };
}

/**
 * Stripe remembers an idempotency key for 24 hours: within that time a renewal started again replays
 * the same payment intent (same key, same parameters); an older one is left for a fresh start.
 */
const LIVE_RENEWAL_MS = 23 * 3_600_000;

/** The open renewal of this pass for the period it shows now, started less than LIVE_RENEWAL_MS ago. */
async function liveRenewalOf(tx: DbExecutor, pass: PortalPass, now: Date): Promise<PaymentRow | undefined> {
  const live = await liveCardFormPaymentOf(tx, pass, 'renewal', now);
  return live && live.baseRenewalDate === pass.subscription.nextRenewalDate ? live : undefined;
}

/** The newest open card-form payment of this kind for the pass, started less than LIVE_RENEWAL_MS ago. */
async function liveCardFormPaymentOf(
  tx: DbExecutor,
  pass: PortalPass,
  kind: PassPaymentKind,
  now: Date,
): Promise<PaymentRow | undefined> {
  return firstRow(
    tx
      .select()
      .from(passPayments)
      .where(
        and(
          eq(passPayments.subscriptionId, pass.subscription.id),
          eq(passPayments.kind, kind),
          eq(passPayments.method, 'card_form'),
          eq(passPayments.status, 'open'),
          gt(passPayments.createdAt, new Date(now.getTime() - LIVE_RENEWAL_MS).toISOString()),
        ),
      )
      .orderBy(desc(passPayments.id))
      .limit(1),
  );
}

/**
 * Starts in flight, by payment token: concurrent starts of one renewal wait for the same provider call
 * instead of sending the same idempotency key at once (Stripe answers a concurrent copy with a 409).
 */
const intentsStarting = new Map<string, Promise<string>>();

function intentOnce(token: string, create: () => Promise<string>): Promise<string> {
  const running = intentsStarting.get(token);
  if (running) return running;
  const started = create().finally(() => intentsStarting.delete(token));
  intentsStarting.set(token, started);
  return started;
}

export async function insertPayment(
  tx: DbExecutor,
  input: {
    kind: PassPaymentKind;
    pass: PortalPass;
    amountCents: number;
    language: 'en' | 'es';
    nowIso: string;
    method?: 'card_form' | 'saved_card';
  },
): Promise<PaymentRow> {
  return returnedRow(
    tx
      .insert(passPayments)
      .values({
        token: randomBytes(18).toString('base64url'),
        kind: input.kind,
        subscriptionId: input.pass.subscription.id,
        amountCents: input.amountCents,
        language: input.language,
        method: input.method ?? 'card_form',
        baseRenewalDate: input.kind === 'renewal' ? input.pass.subscription.nextRenewalDate : null,
        createdAt: input.nowIso,
        updatedAt: input.nowIso,
      })
      .returning(),
  );
}

async function createIntent(
  deps: PaymentDeps,
  payment: PaymentRow,
  pass: PortalPass,
  description: string,
): Promise<string> {
  const metadata = {
    pass_payment: payment.token,
    subscription_id: String(pass.subscription.id),
    plate: pass.vehicle.plate,
  };
  const { customerId, intent } = await providerCall(
    deps,
    async () => {
      try {
        const saved = pass.subscription.providerCustomerId;
        const customer =
          saved && deps.payments.ownsId(saved)
            ? saved
            : (
                await deps.payments.createCustomer({
                  email: pass.customer.email,
                  name: fullName(pass.customer.firstName, pass.customer.lastName),
                  metadata,
                  idempotencyKey: `${payment.token}:customer`,
                })
              ).id;
        const created = await deps.payments.createPaymentIntent({
          customerId: customer,
          amountCents: payment.amountCents,
          description,
          receiptEmail: pass.customer.email,
          metadata,
          idempotencyKey: `${payment.token}:payment-intent`,
        });
        return { customerId: customer, intent: created };
      } catch (error) {
        await failPayment(deps, payment, error);
        throw error;
      }
    },
    `start of pass payment ${payment.id}`,
  );
  await deps.db
    .update(passPayments)
    .set({ providerCustomerId: customerId, providerIntentId: intent.id, updatedAt: deps.now().toISOString() })
    .where(eq(passPayments.id, payment.id));
  return intent.clientSecret;
}

/** The provider refused to start it: the row says why, for support. */
async function failPayment(deps: PaymentDeps, payment: PaymentRow, error: unknown): Promise<void> {
  await deps.db
    .update(passPayments)
    .set({
      status: 'failed',
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      updatedAt: deps.now().toISOString(),
    })
    .where(eq(passPayments.id, payment.id));
}
