import { and, eq } from 'drizzle-orm';
import { isAmex } from '../../contract/card-brand';
import type { PassRefundReason } from '../../contract/portal';
import { cards, invoices, passPayments, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { cardOf, checkRenewal } from '../../resources/payments-public/pass/pass.service';
import { fullName } from '../customer-records';
import { notifyOwner } from '../owner-notices';
import { recordPaidSale } from '../paid-sale';
import { passStanding } from '../pass-calendar';
import { passById } from '../portal-pass';
import { markProcessed } from './apply-once';
import { lossFeeReceiptEmail, renewalReceiptEmail } from './pass-payment-emails';
import type { PassPaymentFacts, PassPaymentLedger, PaymentOutcome } from './payment-ledger';

// What a completed portal payment does (docs/decisions/pass-payments.md). One BEGIN IMMEDIATE
// transaction per provider event, recorded first so a replay changes nothing; the rules are checked
// again against the pass as it is now, and a payment they no longer allow is refunded, never applied.

const DEFAULT_MAIL_RETRY_DELAYS_MS = [250, 1_000];

const REFUND_TEXT: Record<PassRefundReason, string> = {
  amex: 'American Express is not accepted',
  not_renewable: 'the pass could not be renewed any more when the payment completed',
  already_renewed: 'the pass had already been renewed (paid twice)',
  no_card_assigned: 'no card was assigned any more when the payment completed',
};

/** The portal's payments as the provider events see them; composed with the passes' ledger in app.ts. */
export function createPassPaymentLedger(deps: PaymentDeps): PassPaymentLedger {
  return {
    applyPassPayment: (facts) => applyPassPayment(deps, facts),
    sendPassPaymentReceipt: (token) => sendPassPaymentReceipt(deps, token),
    settlePassPaymentRefund: (token) => settlePassPaymentRefund(deps, token),
  };
}

export function applyPassPayment(deps: PaymentDeps, facts: PassPaymentFacts): PaymentOutcome {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      const payment = tx.select().from(passPayments).where(eq(passPayments.token, facts.passPayment)).get();
      if (!payment) return { kind: 'ignored', reason: 'unknown pass payment' };
      if (payment.status === 'paid' || payment.status === 'refund_pending' || payment.status === 'refunded') {
        return { kind: 'ignored', reason: `pass payment already ${payment.status}` };
      }
      const recorded = tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.providerPaymentId, facts.paymentIntentId))
        .get();
      if (recorded) return { kind: 'ignored', reason: 'payment already recorded' };
      const pass = passById(tx, payment.subscriptionId);
      if (!pass) return { kind: 'ignored', reason: 'pass no longer exists' };

      const label = payment.kind === 'renewal' ? 'Manual renewal' : 'Loss fee';
      const refuse = (reason: PassRefundReason): PaymentOutcome => {
        tx.insert(invoices)
          .values({
            customerId: pass.customer.id,
            subscriptionId: pass.subscription.id,
            concept: `${label} – refunded: ${REFUND_TEXT[reason]}`,
            amountCents: facts.amountCents,
            statusKey: 'refunded',
            providerPaymentId: facts.paymentIntentId,
            paidAt: nowIso,
            createdAt: nowIso,
          })
          .run();
        tx.update(passPayments)
          .set({
            status: 'refund_pending',
            refundReason: reason,
            providerIntentId: facts.paymentIntentId,
            updatedAt: nowIso,
          })
          .where(eq(passPayments.id, payment.id))
          .run();
        return { kind: 'pass_refund', passPayment: payment.token };
      };
      if (isAmex(facts.cardBrand)) return refuse('amex');

      const common = {
        client_id: pass.customer.id,
        subscription_id: pass.subscription.id,
        customer: fullName(pass.customer.firstName, pass.customer.lastName),
        plate: pass.vehicle.plate,
        type: pass.vehicle.type,
        amount_usd: usd(facts.amountCents),
        payment_intent: facts.paymentIntentId,
      };
      let invoiceId: number;
      if (payment.kind === 'renewal') {
        // The pass moved on since the customer started paying (a second tab, an autopay charge):
        // this payment would buy a period nobody asked for.
        if (pass.subscription.nextRenewalDate !== payment.baseRenewalDate) return refuse('already_renewed');
        const check = checkRenewal(
          pass,
          passStanding(deps.config.garageTz, now, pass.subscription.nextRenewalDate),
        );
        if (!check.ok) return refuse('not_renewable');
        tx.update(subscriptions)
          .set({
            statusKey: 'active',
            currentPeriodStart: check.start,
            nextRenewalDate: check.renewal,
            updatedAt: nowIso,
          })
          .where(eq(subscriptions.id, pass.subscription.id))
          .run();
        const invoice = recordPaidSale(tx, {
          customerId: pass.customer.id,
          subscriptionId: pass.subscription.id,
          concept: `${pass.plan.name} – manual renewal`,
          amountCents: facts.amountCents,
          providerPaymentId: facts.paymentIntentId,
          type: 'manual',
          nowIso,
        });
        invoiceId = invoice.id;
        // A canceled pass paid through the renewal link staff sent: it starts again today.
        writeEvent(
          tx,
          pass.subscription.statusKey === 'canceled' ? 'Subscription reactivated' : 'Manual renewal',
          {
            ...common,
            plan: pass.plan.name,
            invoice: invoice.id,
            current_period_start: check.start,
            next_renewal_date: check.renewal,
          },
          now,
        );
      } else {
        const card = cardOf(tx, pass);
        if (card.state !== 'assigned' || card.id === null) return refuse('no_card_assigned');
        // Lost at once, so the gate stops opening for it; the pass goes back on the needs-card list.
        tx.update(cards)
          .set({ statusKey: 'lost', subscriptionId: pass.subscription.id, updatedAt: nowIso })
          .where(and(eq(cards.id, card.id), eq(cards.statusKey, 'assigned')))
          .run();
        tx.update(subscriptions)
          .set({ cardId: null, updatedAt: nowIso })
          .where(eq(subscriptions.id, pass.subscription.id))
          .run();
        const invoice = recordPaidSale(tx, {
          customerId: pass.customer.id,
          subscriptionId: pass.subscription.id,
          concept: `Loss fee – card ${card.code}`,
          amountCents: facts.amountCents,
          providerPaymentId: facts.paymentIntentId,
          type: 'manual',
          nowIso,
        });
        invoiceId = invoice.id;
        writeEvent(
          tx,
          'Card lost – fee paid',
          { ...common, card: card.code, card_id: card.id, invoice: invoice.id },
          now,
        );
      }
      tx.update(passPayments)
        .set({
          status: 'paid',
          invoiceId,
          providerIntentId: facts.paymentIntentId,
          lastError: null,
          updatedAt: nowIso,
        })
        .where(eq(passPayments.id, payment.id))
        .run();
      return { kind: 'pass_paid', passPayment: payment.token };
    },
    { behavior: 'immediate' },
  );
}

/** The receipt after the commit, in the language the customer paid in; a failure is left to staff. */
export async function sendPassPaymentReceipt(deps: PaymentDeps, token: string): Promise<boolean> {
  const payment = deps.db.select().from(passPayments).where(eq(passPayments.token, token)).get();
  if (payment?.status !== 'paid' || payment.receiptSentAt) return false;
  const pass = passById(deps.db, payment.subscriptionId);
  if (!pass) return false;
  const common = {
    language: payment.language,
    firstName: pass.customer.firstName,
    plate: pass.vehicle.plate,
    amountCents: payment.amountCents,
  };
  let content: ReturnType<typeof renewalReceiptEmail>;
  if (payment.kind === 'renewal') {
    content = renewalReceiptEmail({
      ...common,
      periodStart: pass.subscription.currentPeriodStart ?? '',
      renewalDate: pass.subscription.nextRenewalDate ?? '',
    });
  } else {
    const lost = cardOf(deps.db, pass);
    content = lossFeeReceiptEmail({ ...common, cardCode: lost.code ?? '' });
  }
  if (payment.kind === 'loss_fee') {
    // Paying the fee blocks the access card: the owner hears of it even when someone else paid it.
    await notifyOwner(deps, {
      to: pass.customer.email,
      language: pass.customer.language,
      firstName: pass.customer.firstName,
      plate: pass.vehicle.plate,
      kind: 'lost_card_reported',
    });
  }
  const delays = deps.mailRetryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt - 1] ?? 0));
    try {
      await deps.mail.send({ to: pass.customer.email, ...content });
      deps.db
        .update(passPayments)
        .set({ receiptSentAt: deps.now().toISOString() })
        .where(eq(passPayments.id, payment.id))
        .run();
      return true;
    } catch (error) {
      lastError = error;
    }
  }
  deps.log(`receipt e-mail for pass payment ${payment.id} failed`, lastError);
  writeEvent(
    deps.db,
    'Receipt e-mail failed',
    {
      client_id: pass.customer.id,
      subscription_id: pass.subscription.id,
      customer: fullName(pass.customer.firstName, pass.customer.lastName),
      plate: pass.vehicle.plate,
      email: pass.customer.email,
      reason: lastError instanceof Error ? lastError.message : String(lastError),
    },
    deps.now(),
  );
  return false;
}

/** Gives a refused portal payment back; safe to repeat (idempotency key per payment) until it succeeds. */
export async function settlePassPaymentRefund(deps: PaymentDeps, token: string): Promise<boolean> {
  const payment = deps.db.select().from(passPayments).where(eq(passPayments.token, token)).get();
  if (payment?.status !== 'refund_pending' || !payment.providerIntentId) return false;
  try {
    const refund = await deps.payments.refund({
      paymentIntentId: payment.providerIntentId,
      invoiceId: null,
      reason: payment.refundReason ?? 'pass payment refused',
      idempotencyKey: `${payment.token}:refund`,
    });
    deps.db
      .update(passPayments)
      .set({
        status: 'refunded',
        providerRefundId: refund.id,
        lastError: null,
        updatedAt: deps.now().toISOString(),
      })
      .where(and(eq(passPayments.id, payment.id), eq(passPayments.status, 'refund_pending')))
      .run();
    return true;
  } catch (error) {
    deps.log(`refund for pass payment ${payment.id} failed; it will be retried`, error);
    deps.db
      .update(passPayments)
      .set({
        lastError: `Refund failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
        updatedAt: deps.now().toISOString(),
      })
      .where(eq(passPayments.id, payment.id))
      .run();
    return false;
  }
}

/** Retries every portal refund still owed (the server runs it with the checkout refunds). */
export async function retryPendingPassRefunds(deps: PaymentDeps): Promise<number> {
  const pending = deps.db
    .select({ token: passPayments.token })
    .from(passPayments)
    .where(eq(passPayments.status, 'refund_pending'))
    .all();
  let settled = 0;
  for (const { token } of pending) if (await settlePassPaymentRefund(deps, token)) settled += 1;
  return settled;
}
