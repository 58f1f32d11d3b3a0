import { and, eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema';
import type { PaymentLedger, PaymentOutcome } from '../../domain/payment-ledger';
import { markProcessed } from '../../domain/processed-events';
import type { PaymentDeps } from '../../lib/payment-deps';
import {
  checkoutIdOf,
  type InvoiceObject,
  invoiceCheckoutId,
  invoiceObjectSchema,
  invoicePaymentIntent,
  paymentIntentObjectSchema,
  providerEventSchema,
  subscriptionOfInvoice,
  subscriptionPeriodStart,
} from './provider-event-schema';

/**
 * The one handler for payment provider events: Stripe's signed webhooks and the sandbox's emitted
 * events both arrive here in Stripe's shape. Database effects are applied at most once per event id;
 * the receipt e-mail and refunds follow the commit.
 */
export async function handleProviderEvent(
  deps: PaymentDeps,
  ledger: PaymentLedger,
  raw: unknown,
): Promise<PaymentOutcome> {
  const parsed = providerEventSchema.safeParse(raw);
  if (!parsed.success) {
    deps.log('ignored a provider event that does not look like one');
    return { kind: 'ignored', reason: 'malformed event' };
  }
  const event = parsed.data;
  const outcome = await applyEvent(deps, ledger, event.id, event.type, event.data.object);
  if (outcome.kind === 'fulfilled') await ledger.sendReceipt(outcome.checkoutId);
  if (outcome.kind === 'refund') await ledger.settleRefund(outcome.checkoutId);
  return outcome;
}

async function applyEvent(
  deps: PaymentDeps,
  ledger: PaymentLedger,
  eventId: string,
  type: string,
  object: Record<string, unknown>,
): Promise<PaymentOutcome> {
  switch (type) {
    case 'payment_intent.succeeded': {
      const intent = paymentIntentObjectSchema.safeParse(object);
      const checkoutId = intent.success ? checkoutIdOf(intent.data.metadata) : null;
      // Autopay invoices have their own intents without our metadata: invoice.paid covers those.
      if (!intent.success || checkoutId === null) return recordIgnoredEvent(deps, eventId, type);
      const brand = intent.data.payment_method
        ? ((await deps.payments.getPaymentMethod(intent.data.payment_method))?.brand ?? null)
        : null;
      return ledger.applyPayment({
        eventId,
        eventType: type,
        checkoutId,
        providerPaymentId: intent.data.id,
        paymentIntentId: intent.data.id,
        invoiceId: null,
        providerSubscriptionId: null,
        amountCents: intent.data.amount_received ?? intent.data.amount,
        cardBrand: brand,
      });
    }
    case 'payment_intent.payment_failed': {
      const intent = paymentIntentObjectSchema.safeParse(object);
      if (!intent.success) return recordIgnoredEvent(deps, eventId, type);
      return recordCheckoutPaymentFailure(deps, {
        eventId,
        eventType: type,
        checkoutId: checkoutIdOf(intent.data.metadata),
        message: intent.data.last_payment_error?.message ?? 'Payment failed',
      });
    }
    case 'invoice.paid': {
      const invoice = invoiceObjectSchema.safeParse(object);
      const subscriptionId = invoice.success ? subscriptionOfInvoice(invoice.data) : null;
      if (!invoice.success || !subscriptionId) return recordIgnoredEvent(deps, eventId, type);
      const amountCents = invoice.data.amount_paid ?? invoice.data.total ?? 0;
      const checkoutId = invoiceCheckoutId(invoice.data);
      if (invoice.data.billing_reason === 'subscription_create' && checkoutId !== null) {
        return ledger.applyPayment({
          eventId,
          eventType: type,
          checkoutId,
          providerPaymentId: invoice.data.id,
          paymentIntentId: null,
          invoiceId: invoice.data.id,
          providerSubscriptionId: subscriptionId,
          amountCents,
          // Checked when the card was attached at subscribe, before any charge.
          cardBrand: null,
        });
      }
      // A subscription started for a pass already paid (autopay turned on later) bills nothing now.
      if (invoice.data.billing_reason === 'subscription_create')
        return recordIgnoredEvent(deps, eventId, type);
      const periodStart = subscriptionPeriodStart(invoice.data);
      return ledger.applyRenewal({
        eventId,
        eventType: type,
        providerSubscriptionId: subscriptionId,
        invoiceId: invoice.data.id,
        amountCents,
        periodStart: periodStart ? new Date(periodStart * 1000) : null,
      });
    }
    case 'invoice.payment_failed': {
      const invoice = invoiceObjectSchema.safeParse(object);
      const subscriptionId = invoice.success ? subscriptionOfInvoice(invoice.data) : null;
      // A failed first payment is answered to the visitor at subscribe; only renewals concern staff.
      if (!invoice.success || !subscriptionId || invoice.data.billing_reason === 'subscription_create') {
        return recordIgnoredEvent(deps, eventId, type);
      }
      return ledger.recordRenewalFailure({
        eventId,
        eventType: type,
        providerSubscriptionId: subscriptionId,
        amountCents: invoice.data.amount_due ?? invoice.data.total ?? 0,
        reason: await renewalFailureReason(deps, invoice.data),
        attempt: invoice.data.attempt_count ?? 1,
      });
    }
    default:
      return recordIgnoredEvent(deps, eventId, type);
  }
}

/**
 * Why a renewal charge failed: Stripe puts a card decline on the payment intent (`last_payment_error`),
 * not on the invoice; when the invoice only references the intent, it is retrieved.
 */
async function renewalFailureReason(deps: PaymentDeps, invoice: InvoiceObject): Promise<string> {
  const fallback = 'The card was declined';
  const intent = invoicePaymentIntent(invoice);
  if (!intent) return fallback;
  if (typeof intent !== 'string') return intent.last_payment_error?.message ?? fallback;
  try {
    return (await deps.payments.getPaymentError(intent))?.message ?? fallback;
  } catch (error) {
    deps.log(`could not read why payment ${intent} failed`, error);
    return fallback;
  }
}

/** A failed attempt on an open checkout: kept for support; the visitor may still pay with another card. */
export function recordCheckoutPaymentFailure(
  deps: PaymentDeps,
  facts: { eventId: string; eventType: string; checkoutId: number | null; message: string },
): PaymentOutcome {
  const nowIso = deps.now().toISOString();
  return deps.db.transaction(
    (tx): PaymentOutcome => {
      if (!markProcessed(tx, facts.eventId, facts.eventType, nowIso)) return { kind: 'duplicate' };
      if (facts.checkoutId !== null) {
        // Conditional: a failure reported after the success (out of order) must not touch the pass.
        tx.update(checkouts)
          .set({ lastError: facts.message.slice(0, 500), updatedAt: nowIso })
          .where(and(eq(checkouts.id, facts.checkoutId), eq(checkouts.status, 'open')))
          .run();
      }
      return { kind: 'ignored', reason: 'payment failure recorded' };
    },
    { behavior: 'immediate' },
  );
}

/** Events the app has no use for are still recorded, so a replay is recognised cheaply. */
export function recordIgnoredEvent(deps: PaymentDeps, eventId: string, eventType: string): PaymentOutcome {
  const nowIso = deps.now().toISOString();
  const fresh = deps.db.transaction((tx) => markProcessed(tx, eventId, eventType, nowIso), {
    behavior: 'immediate',
  });
  return fresh ? { kind: 'ignored', reason: `nothing to do for ${eventType}` } : { kind: 'duplicate' };
}
