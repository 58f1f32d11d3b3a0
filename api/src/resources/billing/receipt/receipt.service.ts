import { asc, eq, or } from 'drizzle-orm';
import { intentIdFromClientSecret } from '../../../contract/billing-input';
import type { PassReceipt } from '../../../contract/billing-response';
import type { Database } from '../../../db/open-database';
import { checkouts, customers, invoices, plans, subscriptions, vehicles } from '../../../db/schema';
import { fullName } from '../../../domain/customer-records';
import { REFUND_MESSAGES } from '../../../domain/payment-lifecycle/checkout-fulfilment';
import { receiptEmail } from '../../../domain/payment-lifecycle/checkout-receipt-email';
import type { RefundReason } from '../../../domain/payment-lifecycle/payment-ledger';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { writeEvent } from '../../../lib/write-event';

const DEFAULT_MAIL_RETRY_DELAYS_MS = [250, 1_000];

type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * The pass bought through a payment or setup intent. 404 'Not found' until the payment has been
 * applied (the success page polls); 409 with the reason when the payment was refunded instead.
 */
export function findReceipt(
  db: Database,
  query: { payment_intent?: string | undefined; setup_intent?: string | undefined },
): PassReceipt {
  const checkout = findCheckout(db, query);
  if (!checkout) throw new HttpError(404, 'not_found');
  if (checkout.status === 'refund_pending' || checkout.status === 'refunded') {
    throw new HttpError(409, 'checkout_refunded', refundMessage(checkout.refundReason), {
      ...(checkout.refundReason ? { details: { refund_reason: checkout.refundReason } } : {}),
    });
  }
  const pass =
    checkout.status === 'fulfilled' && checkout.subscriptionId ? passOf(db, checkout.subscriptionId) : null;
  if (!pass) throw new HttpError(404, 'not_found');
  return pass.receipt;
}

/**
 * E-mails the receipt after the pass is committed. A mail failure never undoes the pass: it is
 * retried a few times, then staff get a 'Receipt e-mail failed' event to resend it by hand.
 */
export async function sendReceipt(deps: PaymentDeps, checkoutId: number): Promise<boolean> {
  const checkout = deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).get();
  if (!checkout?.subscriptionId || checkout.receiptSentAt) return false;
  const pass = passOf(deps.db, checkout.subscriptionId);
  if (!pass) return false;
  const message = { to: checkout.email, ...receiptEmail(pass.receipt, pass.firstName, checkout.language) };

  const delays = deps.mailRetryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      await deps.mail.send(message);
      deps.db
        .update(checkouts)
        .set({ receiptSentAt: deps.now().toISOString() })
        .where(eq(checkouts.id, checkoutId))
        .run();
      return true;
    } catch (error) {
      lastError = error;
    }
  }
  deps.log(`receipt e-mail for checkout ${checkoutId} failed`, lastError);
  writeEvent(
    deps.db,
    'Receipt e-mail failed',
    {
      client_id: pass.customerId,
      subscription_id: checkout.subscriptionId,
      customer: pass.customerName,
      plate: checkout.plate,
      email: checkout.email,
      reason: lastError instanceof Error ? lastError.message : String(lastError),
    },
    deps.now(),
  );
  return false;
}

function findCheckout(
  db: Database,
  query: { payment_intent?: string | undefined; setup_intent?: string | undefined },
): CheckoutRow | undefined {
  if (query.setup_intent) {
    const id = intentIdFromClientSecret(query.setup_intent);
    return db.select().from(checkouts).where(eq(checkouts.providerIntentId, id)).get();
  }
  if (query.payment_intent) {
    const id = intentIdFromClientSecret(query.payment_intent);
    return db
      .select()
      .from(checkouts)
      .where(or(eq(checkouts.providerIntentId, id), eq(checkouts.providerPaymentIntentId, id)))
      .get();
  }
  return undefined;
}

function passOf(db: Database, subscriptionId: number) {
  const row = db
    .select({ subscription: subscriptions, plan: plans, vehicle: vehicles, customer: customers })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.id, subscriptionId))
    .get();
  if (!row?.subscription.startDate || !row.subscription.nextRenewalDate) return null;
  const firstInvoice = db
    .select({ amountCents: invoices.amountCents })
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(asc(invoices.id))
    .limit(1)
    .get();
  const receipt: PassReceipt = {
    plate: row.vehicle.plate,
    plan_name: row.plan.name,
    amount_cents: firstInvoice?.amountCents ?? row.plan.priceCents,
    autopay: row.subscription.autopay,
    start_date: row.subscription.startDate,
    next_renewal_date: row.subscription.nextRenewalDate,
    valid_from: '00:00',
    valid_through: '23:45',
    discount_cycles_left: row.subscription.discountCyclesLeft,
    email: row.customer.email,
  };
  return {
    receipt,
    customerId: row.customer.id,
    firstName: row.customer.firstName,
    customerName: fullName(row.customer.firstName, row.customer.lastName),
  };
}

function refundMessage(reason: string | null): string {
  return reason && reason in REFUND_MESSAGES
    ? REFUND_MESSAGES[reason as RefundReason]
    : REFUND_MESSAGES.no_space;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
