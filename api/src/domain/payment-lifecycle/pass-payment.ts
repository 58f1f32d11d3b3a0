import { and, eq } from 'drizzle-orm';
import { isAmex } from '../../contract/card-brand';
import type { PassRefundReason } from '../../contract/portal';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { cards, invoices, passPayments, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { NO_AUTOPAY_FAILURE } from '../billing/autopay-billing';
import { recordPaidSale } from '../billing/paid-sale';
import { hasSpaceFor } from '../garage/capacity';
import { passStanding } from '../passes/pass-calendar';
import { cardOf } from '../passes/pass-card';
import { checkRenewal } from '../passes/pass-renewal';
import { type PortalPass, passById, passEventNames } from '../passes/portal-pass';
import { applyOnce, isPaymentRecorded } from './apply-once';
import { writeNoSpaceRefundEvent } from './lapsed-renewal-refund';
import type { PassPaymentFacts, PaymentOutcome } from './payment-ledger';
import { PASS_REFUND_TEXT } from './refund-reasons';

// What a completed portal payment (a renewal by hand, a lost-card fee) does, applied once per provider
// event (apply-once.ts; docs/decisions/pass-payments.md). The rules are checked again against the pass
// as it is now, and a payment they no longer allow is refunded, never applied.

type PaymentRow = typeof passPayments.$inferSelect;

/** A payment the rules allow: what it changes, and the invoice id of its sale. */
type Applied = { invoiceId: number } | { refuse: PassRefundReason };

export async function applyPassPayment(deps: PaymentDeps, facts: PassPaymentFacts): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const nowIso = now.toISOString();
    const payment = await firstRow(
      tx.select().from(passPayments).where(eq(passPayments.token, facts.passPayment)).limit(1),
    );
    if (!payment) return { kind: 'ignored', reason: 'unknown pass payment' };
    if (payment.status === 'paid' || payment.status === 'refund_pending' || payment.status === 'refunded') {
      return { kind: 'ignored', reason: `pass payment already ${payment.status}` };
    }
    if (await isPaymentRecorded(tx, facts.paymentIntentId)) {
      return { kind: 'ignored', reason: 'payment already recorded' };
    }
    const pass = await passById(tx, payment.subscriptionId);
    if (!pass) return { kind: 'ignored', reason: 'pass no longer exists' };

    const applied: Applied = isAmex(facts.cardBrand)
      ? { refuse: 'amex' }
      : payment.kind === 'renewal'
        ? await applyRenewalByHand(deps, tx, { facts, payment, pass, now })
        : await applyLossFee(tx, { facts, pass, now });
    if ('refuse' in applied) return refuse(tx, { facts, payment, pass, nowIso }, applied.refuse);
    await tx
      .update(passPayments)
      .set({
        status: 'paid',
        invoiceId: applied.invoiceId,
        providerIntentId: facts.paymentIntentId,
        lastError: null,
        updatedAt: nowIso,
      })
      .where(eq(passPayments.id, payment.id));
    return { kind: 'pass_paid', passPayment: payment.token };
  });
}

type Paid = { facts: PassPaymentFacts; pass: PortalPass; now: Date };

/** What staff's events about a portal payment say in common. */
function eventBase({ facts, pass }: Paid) {
  return {
    ...passEventNames(pass),
    type: pass.vehicle.type,
    amount_usd: usd(facts.amountCents),
    payment_intent: facts.paymentIntentId,
  };
}

/** The sale and paid invoice of a portal payment (always paid by hand, never autopay). */
async function recordSale(
  tx: DbExecutor,
  { facts, pass, now }: Paid,
  concept: string,
  type: 'manual' | 'item',
) {
  return recordPaidSale(tx, {
    customerId: pass.customer.id,
    subscriptionId: pass.subscription.id,
    concept,
    amountCents: facts.amountCents,
    providerPaymentId: facts.paymentIntentId,
    type,
    nowIso: now.toISOString(),
  });
}

async function applyRenewalByHand(
  deps: PaymentDeps,
  tx: DbExecutor,
  paid: Paid & { payment: PaymentRow },
): Promise<Applied> {
  const { payment, pass, now } = paid;
  const nowIso = now.toISOString();
  // The pass moved on since the customer started paying (a second tab, an autopay charge):
  // this payment would buy a period nobody asked for.
  if (pass.subscription.nextRenewalDate !== payment.baseRenewalDate) return { refuse: 'already_renewed' };
  const standing = passStanding(deps.config.garageTz, now, pass.subscription.nextRenewalDate);
  const check = checkRenewal(pass, standing);
  if (!check.ok) return { refuse: 'not_renewable' };
  // Someone else took the last space while this lapsed pass was being paid for: the money goes back.
  if (!(await hasSpaceFor(deps.db, pass.subscription, { today: standing.today, nowIso }))) {
    return { refuse: 'no_space' };
  }
  await tx
    .update(subscriptions)
    .set({
      statusKey: 'active',
      currentPeriodStart: check.start,
      nextRenewalDate: check.renewal,
      ...NO_AUTOPAY_FAILURE,
      updatedAt: nowIso,
    })
    .where(eq(subscriptions.id, pass.subscription.id));
  const invoice = await recordSale(tx, paid, `${pass.plan.name} – manual renewal`, 'manual');
  // A canceled pass paid through the renewal link staff sent: it starts again today.
  await writeEvent(
    tx,
    pass.subscription.statusKey === 'canceled' ? 'Subscription reactivated' : 'Manual renewal',
    {
      ...eventBase(paid),
      plan: pass.plan.name,
      invoice: invoice.id,
      current_period_start: check.start,
      next_renewal_date: check.renewal,
    },
    now,
  );
  return { invoiceId: invoice.id };
}

async function applyLossFee(tx: DbExecutor, paid: Paid): Promise<Applied> {
  const { pass, now } = paid;
  const nowIso = now.toISOString();
  const card = await cardOf(tx, pass);
  if (card.state !== 'assigned') return { refuse: 'no_card_assigned' };
  // Lost at once, so the gate stops opening for it; the pass goes back on the needs-card list.
  await tx
    .update(cards)
    .set({ statusKey: 'lost', subscriptionId: pass.subscription.id, updatedAt: nowIso })
    .where(and(eq(cards.id, card.id), eq(cards.statusKey, 'assigned')));
  await tx
    .update(subscriptions)
    .set({ cardId: null, updatedAt: nowIso })
    .where(eq(subscriptions.id, pass.subscription.id));
  const invoice = await recordSale(tx, paid, `Loss fee – card ${card.code}`, 'item');
  await writeEvent(
    tx,
    'Card lost – fee paid',
    { ...eventBase(paid), card: card.code, card_id: card.id, invoice: invoice.id },
    now,
  );
  return { invoiceId: invoice.id };
}

/** Kept as a refunded invoice for staff (no sale); the money goes back after the commit. */
async function refuse(
  tx: DbExecutor,
  input: { facts: PassPaymentFacts; payment: PaymentRow; pass: PortalPass; nowIso: string },
  reason: PassRefundReason,
): Promise<PaymentOutcome> {
  const { facts, payment, pass, nowIso } = input;
  const label = payment.kind === 'renewal' ? 'Manual renewal' : 'Loss fee';
  await tx.insert(invoices).values({
    customerId: pass.customer.id,
    subscriptionId: pass.subscription.id,
    concept: `${label} – refunded: ${PASS_REFUND_TEXT[reason]}`,
    amountCents: facts.amountCents,
    statusKey: 'refunded',
    providerPaymentId: facts.paymentIntentId,
    paidAt: nowIso,
    createdAt: nowIso,
  });
  await tx
    .update(passPayments)
    .set({
      status: 'refund_pending',
      refundReason: reason,
      providerIntentId: facts.paymentIntentId,
      updatedAt: nowIso,
    })
    .where(eq(passPayments.id, payment.id));
  if (reason === 'no_space') await writeNoSpaceRefundEvent(tx, pass, facts.amountCents, new Date(nowIso));
  return { kind: 'pass_refund', passPayment: payment.token };
}
