import { and, eq } from 'drizzle-orm';
import { DISCOUNT_CYCLES } from '../../../contract/billing-input';
import { cycleChargeCents } from '../../../contract/discounted-price';
import type { ValidWizardData } from '../../../contract/wizard-data';
import { firstRow } from '../../../db/rows';
import { plans } from '../../../db/schema';
import { zipMatchesState } from '../../../domain/customers/eligibility';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import type { PlanForBilling } from '../../../providers/payments/payments-provider';

// The checks create-intent and subscribe make on what the browser sent, before anything is held, and
// the plan it names with what it costs.

export type PlanRow = typeof plans.$inferSelect;

export function assertHuman(website: string): void {
  // Same answer for every refusal: a bot learns nothing about which field gave it away.
  if (website.trim() !== '') throw new HttpError(400, 'honeypot');
}

export function assertZipMatchesState(address: ValidWizardData['address']): void {
  if (!zipMatchesState(address)) throw new HttpError(400, 'zip_state_mismatch');
}

export async function publicPlan(deps: Pick<PaymentDeps, 'db'>, planId: number): Promise<PlanRow> {
  const plan = await firstRow(
    deps.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.isPublic, true)))
      .limit(1),
  );
  if (!plan) throw new HttpError(400, 'plan_not_found');
  return plan;
}

export function planForBilling(plan: PlanRow): PlanForBilling {
  return {
    id: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    durationMonths: plan.durationMonths,
    discountPercent: plan.discountPercent,
    discountCycles: plan.discountPercent > 0 ? DISCOUNT_CYCLES : 0,
    couponId: plan.stripeCouponId,
  };
}

/** What the first payment costs: autopay's first cycle already carries the discount. */
export function firstChargeCents(plan: PlanRow): number {
  return cycleChargeCents(plan.priceCents, plan.discountPercent, plan.autopay ? DISCOUNT_CYCLES : 0);
}
