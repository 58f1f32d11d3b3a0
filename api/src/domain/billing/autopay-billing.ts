import { and, asc, eq } from 'drizzle-orm';
import type { AutopayChangeReason } from '../../contract/event-payloads';
import { renewalChargeAt } from '../../contract/renewal-calendar';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { plans, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import { writeEvent } from '../../lib/write-event';
import type { PlanForBilling } from '../../providers/payments/payments-provider';
import { fullName } from '../customers/customer-records';
import type { PortalPass } from '../passes/portal-pass';
import { passById, passEventNames } from '../passes/portal-pass';

// The autopay switch's provider side, shared by the customer portal and staff (PATCH /subscriptions).
// Autopay turned on for a pass that is already paid: the provider subscription's first charge falls on
// the pass's renewal date R at the renewal hour, for the month after R, at the plan's full price: the
// 12% is a signup offer (docs/decisions/portal-autopay-toggle.md).

/** A pass with no failed autopay charge waiting: a later charge or renewal by hand paid it. */
export const NO_AUTOPAY_FAILURE = {
  autopayFailedAt: null,
  autopayFailedCents: null,
  autopayFailureReason: null,
  autopayRetryAt: null,
} as const;

/** The pass's provider customer, created (once) for passes staff made without a checkout. */
export async function ensureProviderCustomer(deps: PaymentDeps, pass: PortalPass): Promise<string> {
  if (pass.subscription.providerCustomerId) return pass.subscription.providerCustomerId;
  const created = await providerCall(deps, async () =>
    deps.payments.createCustomer({
      email: pass.customer.email,
      name: fullName(pass.customer.firstName, pass.customer.lastName),
      metadata: { subscription_id: String(pass.subscription.id), plate: pass.vehicle.plate },
      idempotencyKey: `pass:${pass.subscription.id}:customer`,
    }),
  );
  await deps.db
    .update(subscriptions)
    .set({ providerCustomerId: created.id, updatedAt: deps.now().toISOString() })
    .where(eq(subscriptions.id, pass.subscription.id));
  return created.id;
}

/** The plan autopay bills once it is turned on after the purchase: the public autopay plan (else the pass's own). */
export async function laterAutopayPlan(db: DbExecutor, pass: PortalPass) {
  return (
    (await firstRow(
      db
        .select()
        .from(plans)
        .where(and(eq(plans.autopay, true), eq(plans.isPublic, true)))
        .orderBy(asc(plans.id))
        .limit(1),
    )) ?? pass.plan
  );
}

/** What autopay bills once it is turned on in the portal: the public autopay plan, without the discount. */
async function billingPlan(deps: PaymentDeps, pass: PortalPass): Promise<PlanForBilling> {
  const autopayPlan = await laterAutopayPlan(deps.db, pass);
  return {
    id: autopayPlan.id,
    name: autopayPlan.name,
    priceCents: autopayPlan.priceCents,
    durationMonths: autopayPlan.durationMonths,
    discountPercent: 0,
    discountCycles: 0,
    couponId: null,
  };
}

/**
 * Creates the provider subscription anchored to R and turns the pass's autopay on with it, writing
 * 'Autopay toggled'. When another request turned autopay on meanwhile, the extra provider subscription
 * is cancelled and the pass is left as that request made it.
 */
export async function createAnchoredSubscription(
  deps: PaymentDeps,
  input: {
    pass: PortalPass;
    customerId: string;
    paymentMethodId: string;
    consentId: number | null;
    idempotencyKey: string;
    reason: AutopayChangeReason;
    /** The staff user who turned it on; null when the customer did. */
    actor?: string | null;
  },
): Promise<PortalPass> {
  const { pass } = input;
  const renewal = pass.subscription.nextRenewalDate;
  if (!renewal) throw new HttpError(409, 'pass_expired');
  const anchor = renewalChargeAt(renewal, deps.config.garageTz);
  // Turned on during R after the charge hour: the first charge is due at once.
  const billingAnchor = anchor.getTime() > deps.now().getTime() ? anchor : deps.now();
  const metadata: Record<string, string> = {
    subscription_id: String(pass.subscription.id),
    plate: pass.vehicle.plate,
  };
  if (input.consentId !== null) metadata.consent_id = String(input.consentId);
  const created = await providerCall(deps, async () =>
    deps.payments.createSubscription({
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      plan: await billingPlan(deps, pass),
      metadata,
      idempotencyKey: input.idempotencyKey,
      billingAnchor,
      chargeFirstPeriodNow: false,
    }),
  );

  const now = deps.now();
  const nowIso = now.toISOString();
  const won = await inTransaction(
    deps.db,
    async (tx) => {
      const changed = await tx
        .update(subscriptions)
        .set({
          autopay: true,
          discountCyclesLeft: 0,
          ...NO_AUTOPAY_FAILURE,
          providerCustomerId: input.customerId,
          providerSubscriptionId: created.id,
          ...(input.consentId !== null ? { autopayConsentId: input.consentId } : {}),
          updatedAt: nowIso,
        })
        .where(and(eq(subscriptions.id, pass.subscription.id), eq(subscriptions.autopay, false)));
      if (changedCount(changed) === 0) return false;
      await writeAutopayToggled(
        tx,
        pass,
        { autopay: true, nextRenewalDate: renewal, reason: input.reason, actor: input.actor ?? null },
        now,
      );
      return true;
    },
    { behavior: 'immediate' },
  );
  const after = (await passById(deps.db, pass.subscription.id)) ?? pass;
  if (!won && after.subscription.providerSubscriptionId !== created.id) {
    await deps.payments
      .cancelSubscription(created.id)
      .catch((error: unknown) => deps.log(`could not cancel duplicate subscription ${created.id}`, error));
  }
  return after;
}

/**
 * Autopay off: the provider subscription is cancelled first (if the provider cannot be reached the
 * pass keeps billing and the caller is told), then the pass forfeits its discounted cycles and
 * 'Autopay toggled' is written. Turning off a pass that is already off changes nothing.
 */
export async function stopAutopay(
  deps: PaymentDeps,
  pass: PortalPass,
  input: { reason: AutopayChangeReason; actor?: string | null },
): Promise<PortalPass> {
  if (!pass.subscription.autopay) return pass;
  const providerSubscriptionId = pass.subscription.providerSubscriptionId;
  if (providerSubscriptionId) {
    await providerCall(deps, async () => deps.payments.cancelSubscription(providerSubscriptionId));
  }
  const now = deps.now();
  await inTransaction(deps.db, async (tx) => turnAutopayOff(tx, pass, input, now), { behavior: 'immediate' });
  return (await passById(deps.db, pass.subscription.id)) ?? pass;
}

/**
 * In the caller's transaction: the pass's autopay goes off and its discounted cycles are forfeited,
 * with 'Autopay toggled'; false (and no event) when it was already off.
 */
export async function turnAutopayOff(
  tx: DbExecutor,
  pass: PortalPass,
  input: { reason: AutopayChangeReason; actor?: string | null },
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(subscriptions)
    .set({ autopay: false, discountCyclesLeft: 0, updatedAt: now.toISOString() })
    .where(and(eq(subscriptions.id, pass.subscription.id), eq(subscriptions.autopay, true)));
  if (changedCount(changed) === 0) return false;
  await writeAutopayToggled(
    tx,
    pass,
    { ...input, autopay: false, nextRenewalDate: pass.subscription.nextRenewalDate },
    now,
  );
  return true;
}

/** 'Autopay toggled' for a pass switched on or off after its sale: no discounted cycles are left either way. */
async function writeAutopayToggled(
  tx: DbExecutor,
  pass: PortalPass,
  change: {
    autopay: boolean;
    nextRenewalDate: string | null;
    reason: AutopayChangeReason;
    actor?: string | null;
  },
  now: Date,
): Promise<void> {
  await writeEvent(
    tx,
    'Autopay toggled',
    {
      ...passEventNames(pass),
      autopay: change.autopay,
      discount_cycles_left: 0,
      next_renewal_date: change.nextRenewalDate,
      reason: change.reason,
    },
    now,
    change.actor ?? null,
  );
}
