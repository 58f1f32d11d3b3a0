import { eq } from 'drizzle-orm';
import { DISCOUNT_CYCLES } from '../../contract/billing-input';
import { renewalDateFor, todayInTimeZone } from '../../contract/calendar-date';
import { isAmex } from '../../contract/card-brand';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { checkouts, invoices, plans, subscriptions } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { recordPaidSale } from '../billing/paid-sale';
import { linkCheckoutConsents } from '../customers/consents';
import { fullName, upsertAddress, upsertCustomer, upsertVehicle } from '../customers/customer-records';
import { isEmailBlocked, isPlateAllowed } from '../customers/eligibility';
import { getInventory, isHoldLive, ONLINE_SALES_LOCATION_ID, releaseHold } from '../garage/capacity';
import { closeEntriesOnPurchase } from '../waitlist/waitlist-offer-checkout';
import { applyOnce, isPaymentRecorded } from './apply-once';
import type { PaymentFacts, PaymentOutcome, RefundReason } from './payment-ledger';
import { REFUND_REASON_TEXT } from './refund-reasons';

// A checkout's payment becomes its pass, in the one transaction that records the provider's event
// (apply-once.ts). Work outside the database (the receipt, the refund) follows the commit.

type CheckoutRow = typeof checkouts.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

/** What the payment is being applied to, as read in its transaction. */
type Sale = {
  facts: PaymentFacts;
  checkout: CheckoutRow;
  plan: PlanRow;
  customer: Awaited<ReturnType<typeof upsertCustomer>>;
  paymentIntentId: string | null;
  providerSubscriptionId: string | null;
  now: Date;
  nowIso: string;
  today: string;
};

/** Turns a completed payment into the pass, or, when no pass can be given, into a pending refund. */
export async function applyPayment(deps: PaymentDeps, facts: PaymentFacts): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const nowIso = now.toISOString();
    const today = todayInTimeZone(deps.config.garageTz, now);
    const checkout = await firstRow(
      tx.select().from(checkouts).where(eq(checkouts.id, facts.checkoutId)).limit(1),
    );
    if (!checkout) return { kind: 'ignored', reason: 'unknown checkout' };
    if (
      checkout.status === 'fulfilled' ||
      checkout.status === 'refund_pending' ||
      checkout.status === 'refunded'
    ) {
      // The same payment reported twice under different event ids (e.g. by two event types).
      return { kind: 'ignored', reason: `checkout already ${checkout.status}` };
    }
    if (await isPaymentRecorded(tx, facts.providerPaymentId)) {
      return { kind: 'ignored', reason: 'payment already recorded' };
    }
    const plan = await firstRow(tx.select().from(plans).where(eq(plans.id, checkout.planId)).limit(1));
    if (!plan) return { kind: 'ignored', reason: 'plan no longer exists' };
    const wizard = JSON.parse(checkout.wizardData) as ValidWizardData;
    const sale: Sale = {
      facts,
      checkout,
      plan,
      customer: await upsertCustomer(tx, wizard.personal, checkout.language, nowIso),
      paymentIntentId: facts.paymentIntentId ?? checkout.providerPaymentIntentId,
      providerSubscriptionId: facts.providerSubscriptionId ?? checkout.providerSubscriptionId,
      now,
      nowIso,
      today,
    };
    const reason = await refusalReason(deps, tx, {
      brand: facts.cardBrand,
      plate: checkout.plate,
      email: checkout.email,
      holdId: checkout.holdId,
      today,
      nowIso,
    });
    return reason ? await refuse(tx, sale, reason) : await fulfil(tx, sale, wizard);
  });
}

/** No pass can be given: a refunded invoice for staff, the checkout owes a refund, the space is freed. */
async function refuse(tx: DbExecutor, sale: Sale, reason: RefundReason): Promise<PaymentOutcome> {
  const { facts, checkout, plan, customer, nowIso } = sale;
  const invoice = await returnedRow(
    tx
      .insert(invoices)
      .values({
        customerId: customer.id,
        concept: `${plan.name} – refunded: ${REFUND_REASON_TEXT[reason]}`,
        amountCents: facts.amountCents,
        statusKey: 'refunded',
        providerPaymentId: facts.providerPaymentId,
        paidAt: nowIso,
        createdAt: nowIso,
      })
      .returning(),
  );
  await tx
    .update(checkouts)
    .set({
      status: 'refund_pending',
      refundReason: reason,
      providerPaymentIntentId: sale.paymentIntentId,
      providerInvoiceId: facts.invoiceId,
      providerSubscriptionId: sale.providerSubscriptionId,
      updatedAt: nowIso,
    })
    .where(eq(checkouts.id, checkout.id));
  await releaseHold(tx, checkout.holdId, nowIso);
  await writeEvent(
    tx,
    'Subscription refunded',
    {
      client_id: customer.id,
      customer: fullName(customer.firstName, customer.lastName),
      plate: checkout.plate,
      plan: plan.name,
      amount_usd: usd(facts.amountCents),
      invoice: invoice.id,
      reason,
    },
    sale.now,
  );
  return { kind: 'refund', checkoutId: checkout.id, reason };
}

/** The pass, its sale and its staff events; the hold becomes the pass in the same transaction. */
async function fulfil(tx: DbExecutor, sale: Sale, wizard: ValidWizardData): Promise<PaymentOutcome> {
  const { facts, checkout, plan, customer, nowIso, today } = sale;
  await upsertAddress(tx, customer.id, wizard.address, nowIso);
  // "Not sure" is no evidence against a state already on file (staff's, or an earlier purchase's).
  const vehicle = await upsertVehicle(
    tx,
    customer.id,
    { ...wizard.vehicle, plateState: wizard.vehicle.plateState ?? undefined },
    nowIso,
  );
  if (!vehicle) throw new Error(`Vehicle ${checkout.plate} could not be saved although it is allowed`);
  const renewal = renewalDateFor(today, plan.durationMonths);
  const autopay = plan.autopay;
  // Discounted charges still to come: the charge just made was the first of DISCOUNT_CYCLES, as the
  // provider counts them (docs/decisions/money-rules.md).
  const discountCyclesLeft = autopay && plan.discountPercent > 0 ? DISCOUNT_CYCLES - 1 : 0;
  const subscription = await returnedRow(
    tx
      .insert(subscriptions)
      .values({
        customerId: customer.id,
        vehicleId: vehicle.id,
        planId: plan.id,
        locationId: checkout.locationId,
        statusKey: 'active',
        autopay,
        startDate: today,
        currentPeriodStart: today,
        nextRenewalDate: renewal,
        discountCyclesLeft,
        providerCustomerId: checkout.providerCustomerId,
        providerSubscriptionId: sale.providerSubscriptionId,
        createdAt: nowIso,
        updatedAt: nowIso,
      })
      .returning(),
  );
  // Consent evidence follows the checkout into the pass; autopay charges point to its consent.
  const autopayConsentId = await linkCheckoutConsents(tx, checkout.id, {
    customerId: customer.id,
    subscriptionId: subscription.id,
  });
  if (autopay) {
    await tx.update(subscriptions).set({ autopayConsentId }).where(eq(subscriptions.id, subscription.id));
  }
  const invoice = await recordPaidSale(tx, {
    customerId: customer.id,
    subscriptionId: subscription.id,
    concept: plan.name,
    amountCents: facts.amountCents,
    providerPaymentId: facts.providerPaymentId,
    type: autopay ? 'autopay' : 'manual',
    nowIso,
  });
  // Before the hold is released: an offer's hold is released only once its entry is closed.
  await closeEntriesOnPurchase(
    tx,
    {
      holdId: checkout.holdId,
      email: checkout.email,
      plate: checkout.plate,
      subscriptionId: subscription.id,
    },
    sale.now,
  );
  await releaseHold(tx, checkout.holdId, nowIso);
  await tx
    .update(checkouts)
    .set({
      status: 'fulfilled',
      subscriptionId: subscription.id,
      providerPaymentIntentId: sale.paymentIntentId,
      providerInvoiceId: facts.invoiceId,
      providerSubscriptionId: sale.providerSubscriptionId,
      lastError: null,
      updatedAt: nowIso,
    })
    .where(eq(checkouts.id, checkout.id));

  const common = {
    client_id: customer.id,
    subscription_id: subscription.id,
    customer: fullName(customer.firstName, customer.lastName),
    plate: checkout.plate,
  };
  await writeEvent(
    tx,
    'Payment received',
    {
      ...common,
      type: vehicle.type,
      plan: plan.name,
      amount_usd: usd(facts.amountCents),
      invoice: invoice.id,
      autopay,
      start_date: today,
      current_period_start: today,
      next_renewal_date: renewal,
    },
    sale.now,
  );
  if (autopay) {
    await writeEvent(
      tx,
      'Autopay toggled',
      {
        ...common,
        autopay: true,
        discount_cycles_left: discountCyclesLeft,
        reason: 'checkout',
        next_renewal_date: renewal,
      },
      sale.now,
    );
  }
  return { kind: 'fulfilled', checkoutId: checkout.id, subscriptionId: subscription.id };
}

async function refusalReason(
  deps: PaymentDeps,
  tx: DbExecutor,
  input: {
    brand: string | null;
    plate: string;
    email: string;
    holdId: number;
    today: string;
    nowIso: string;
  },
): Promise<RefundReason | null> {
  if (isAmex(input.brand)) return 'amex';
  if (!(await isPlateAllowed(tx, input.plate, input.today)) || (await isEmailBlocked(tx, input.email)))
    return 'plate_taken';
  if (await isHoldLive(tx, input.holdId, input.nowIso)) return null;
  // The hold lapsed (or was superseded): the pass is still sold if a space happens to be free.
  const { availables } = await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, {
    today: input.today,
    nowIso: input.nowIso,
  });
  return availables > 0 ? null : 'no_space';
}
