import { and, eq } from 'drizzle-orm';
import { providerDeclineCode } from '../../../contract/decline-reasons';
import { checkouts } from '../../../db/schema';
import { metadataId } from '../../../domain/billing/provider-metadata';
import { applyOnce } from '../../../domain/payment-lifecycle/apply-once';
import type { PaymentLedger, PaymentOutcome } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../../../lib/payment-deps';
import {
  checkoutIdOf,
  checkoutSessionObjectSchema,
  type InvoiceObject,
  invoiceCheckoutId,
  invoiceObjectSchema,
  invoicePaymentIntent,
  paymentIntentObjectSchema,
  providerEventSchema,
  subscriptionObjectSchema,
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
    // Stryker disable next-line StringLiteral: an ignored outcome's reason is read by no caller
    return { kind: 'ignored', reason: 'malformed event' };
  }
  const event = parsed.data;
  const outcome = await applyEvent(deps, ledger, event.id, event.type, event.data.object);
  if (outcome.kind === 'fulfilled') await ledger.sendReceipt(outcome.checkoutId);
  if (outcome.kind === 'refund') await ledger.settleRefund(outcome.checkoutId);
  if (outcome.kind === 'pass_paid') await ledger.sendPassPaymentReceipt(outcome.passPayment);
  if (outcome.kind === 'pass_refund') await ledger.settlePassPaymentRefund(outcome.passPayment);
  if (outcome.kind === 'renewed')
    await ledger.sendRenewalReceipt(outcome.subscriptionId, outcome.amountCents);
  if (outcome.kind === 'renewal_failed') await ledger.sendRenewalFailureNotice(outcome);
  if (outcome.kind === 'action_required') await ledger.sendPaymentActionNotice(outcome);
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
      if (!intent.success) return ignoreMalformed(deps, eventId, type);
      const passPayment = intent.data.metadata.pass_payment;
      if (passPayment) {
        // A renewal or lost-card fee paid in the portal.
        return ledger.applyPassPayment({
          eventId,
          eventType: type,
          passPayment,
          paymentIntentId: intent.data.id,
          amountCents: intent.data.amount_received ?? intent.data.amount,
          cardBrand: await cardBrandOf(deps, intent.data.payment_method),
        });
      }
      const checkoutId = checkoutIdOf(intent.data.metadata);
      // Autopay invoices have their own intents without our metadata: invoice.paid covers those.
      if (checkoutId === null) return recordIgnoredEvent(deps, eventId, type);
      const brand = await cardBrandOf(deps, intent.data.payment_method);
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
      if (!intent.success) return ignoreMalformed(deps, eventId, type);
      return recordCheckoutPaymentFailure(deps, {
        eventId,
        eventType: type,
        checkoutId: checkoutIdOf(intent.data.metadata),
        message: intent.data.last_payment_error?.message ?? 'Payment failed',
      });
    }
    case 'invoice.paid': {
      const invoice = invoiceObjectSchema.safeParse(object);
      if (!invoice.success) return ignoreMalformed(deps, eventId, type);
      const subscriptionId = subscriptionOfInvoice(invoice.data);
      if (!subscriptionId) return recordIgnoredEvent(deps, eventId, type);
      // Revenue is what the customer was charged: a credit balance can leave it below the total.
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
      if (!invoice.success) return ignoreMalformed(deps, eventId, type);
      const subscriptionId = subscriptionOfInvoice(invoice.data);
      if (!subscriptionId) return recordIgnoredEvent(deps, eventId, type);
      const error = await paymentFailure(deps, invoice.data);
      if (invoice.data.billing_reason === 'subscription_create') {
        // A declined first payment is no renewal failure: there is no pass yet and the visitor, answered
        // at subscribe, may try another card. Kept on the checkout for support, like a one-time decline.
        return recordCheckoutPaymentFailure(deps, {
          eventId,
          eventType: type,
          checkoutId: invoiceCheckoutId(invoice.data),
          message: error?.message || UNKNOWN_DECLINE_MESSAGE,
        });
      }
      return ledger.recordRenewalFailure({
        eventId,
        eventType: type,
        providerSubscriptionId: subscriptionId,
        amountCents: invoice.data.amount_due ?? invoice.data.total ?? 0,
        declineCode: providerDeclineCode(error),
        attempt: invoice.data.attempt_count ?? 1,
        nextAttemptAt:
          invoice.data.next_payment_attempt == null
            ? null
            : new Date(invoice.data.next_payment_attempt * 1000),
      });
    }
    case 'invoice.payment_action_required': {
      const invoice = invoiceObjectSchema.safeParse(object);
      if (!invoice.success) return ignoreMalformed(deps, eventId, type);
      const subscriptionId = subscriptionOfInvoice(invoice.data);
      // The first payment's authentication happens in the signup page, with the visitor present.
      if (!subscriptionId || invoice.data.billing_reason === 'subscription_create') {
        return recordIgnoredEvent(deps, eventId, type);
      }
      return ledger.requestPaymentAction({
        eventId,
        eventType: type,
        providerSubscriptionId: subscriptionId,
        invoiceId: invoice.data.id,
        amountCents: invoice.data.amount_due ?? invoice.data.total ?? 0,
        hostedInvoiceUrl: invoice.data.hosted_invoice_url ?? null,
      });
    }
    case 'customer.subscription.deleted': {
      const subscription = subscriptionObjectSchema.safeParse(object);
      if (!subscription.success) return ignoreMalformed(deps, eventId, type);
      return ledger.endAutopay({ eventId, eventType: type, providerSubscriptionId: subscription.data.id });
    }
    case 'checkout.session.completed': {
      const session = checkoutSessionObjectSchema.safeParse(object);
      if (!session.success) return ignoreMalformed(deps, eventId, type);
      const purpose = session.data.metadata.purpose;
      const subscriptionId = metadataId(session.data.metadata.subscription_id);
      // Only the card set-ups the portal opens (mode setup, with our metadata) change anything.
      if (
        session.data.mode !== 'setup' ||
        (purpose !== 'enable_autopay' && purpose !== 'card_update') ||
        subscriptionId === null
      ) {
        return recordIgnoredEvent(deps, eventId, type);
      }
      const setupIntentId = session.data.setup_intent;
      const intent = setupIntentId ? await deps.payments.getSetupIntent(setupIntentId) : null;
      return ledger.applySavedCard({
        eventId,
        eventType: type,
        sessionId: session.data.id,
        purpose,
        subscriptionId,
        linkId: metadataId(session.data.metadata.link_id),
        consentId: metadataId(session.data.metadata.consent_id),
        customerId: session.data.customer,
        paymentMethodId: intent?.paymentMethodId ?? null,
      });
    }
    default:
      return recordIgnoredEvent(deps, eventId, type);
  }
}

async function cardBrandOf(deps: PaymentDeps, paymentMethodId: string | null | undefined) {
  return paymentMethodId ? ((await deps.payments.getPaymentMethod(paymentMethodId))?.brand ?? null) : null;
}

/** What the support notes on a checkout say when the provider gave no message. */
const UNKNOWN_DECLINE_MESSAGE = 'The card was declined';

type ProviderDecline = { code?: string | null; decline_code?: string | null; message?: string | null };

/**
 * Why an invoice's charge failed: Stripe puts a card decline on the payment intent (`last_payment_error`),
 * not on the invoice. The event body names the intent only where it carries `payments` (the sandbox);
 * Stripe's webhook bodies never do (an includable field), so the invoice is then read with them.
 * Null when the provider says nothing (or cannot be read): the reason is then the neutral decline.
 */
async function paymentFailure(deps: PaymentDeps, invoice: InvoiceObject): Promise<ProviderDecline | null> {
  const intent = invoicePaymentIntent(invoice);
  if (intent && typeof intent !== 'string') return intent.last_payment_error ?? null;
  try {
    return intent
      ? await deps.payments.getPaymentError(intent)
      : await deps.payments.getInvoicePaymentError(invoice.id);
  } catch (error) {
    deps.log(`could not read why ${intent ? `payment ${intent}` : `invoice ${invoice.id}`} failed`, error);
    return null;
  }
}

/** A failed attempt on an open checkout: kept for support; the visitor may still pay with another card. */
export async function recordCheckoutPaymentFailure(
  deps: PaymentDeps,
  facts: { eventId: string; eventType: string; checkoutId: number | null; message: string },
): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const nowIso = now.toISOString();
    if (facts.checkoutId !== null) {
      // Conditional: a failure reported after the success (out of order) must not touch the pass.
      await tx
        .update(checkouts)
        .set({ lastError: facts.message.slice(0, 500), updatedAt: nowIso })
        .where(and(eq(checkouts.id, facts.checkoutId), eq(checkouts.status, 'open')));
    }
    // Stryker disable next-line StringLiteral: an ignored outcome's reason is read by no caller
    return { kind: 'ignored', reason: 'payment failure recorded' };
  });
}

/**
 * A signed event of a type the app reads whose object it cannot read: answered 200 (a 5xx would make
 * the provider retry it for days), recorded so a retry is recognised, and logged for a person to look at.
 */
async function ignoreMalformed(
  deps: PaymentDeps,
  eventId: string,
  eventType: string,
): Promise<PaymentOutcome> {
  deps.log(`ignored a ${eventType} event (${eventId}) whose object does not look like one`);
  return recordIgnoredEvent(deps, eventId, eventType);
}

/** Events the app has no use for are still recorded, so a replay is recognised cheaply. */
export async function recordIgnoredEvent(
  deps: PaymentDeps,
  eventId: string,
  eventType: string,
): Promise<PaymentOutcome> {
  // Stryker disable next-line StringLiteral: an ignored outcome's reason is read by no caller
  return applyOnce(deps, { eventId, eventType }, () => ({
    kind: 'ignored',
    reason: `nothing to do for ${eventType}`,
  }));
}
