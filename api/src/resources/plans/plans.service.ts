import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Plan, planInputSchema, planUpdateSchema } from '../../contract/plan-input';
import type { StaffPlan } from '../../contract/plan-price-change';
import type { Database } from '../../db/open-database';
import { prepareQuery } from '../../db/raw-sql';
import { returnedRow } from '../../db/rows';
import { plans } from '../../db/schema';
import {
  announcePriceChange,
  pendingPriceChange,
  preparePriceChange,
} from '../../domain/billing/plan-price-change';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';

type PlanRow = typeof plans.$inferSelect;
type NewPlan = z.output<typeof planInputSchema>;
type PlanUpdate = z.output<typeof planUpdateSchema>;

// Prepared once per database: every landing-page visit reads the public plans.
function preparePlanQueries(db: Database) {
  const publicPlans = () => db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.id));
  const allPlans = () => db.select().from(plans).orderBy(asc(plans.id));
  return {
    public: prepareQuery(db, publicPlans, 'public_plans'),
    all: prepareQuery(db, allPlans, 'all_plans'),
  };
}

const planQueries = new WeakMap<Database, ReturnType<typeof preparePlanQueries>>();

export async function listPlans(db: Database, scope: 'public' | 'all'): Promise<Plan[]> {
  let queries = planQueries.get(db);
  if (!queries) {
    queries = preparePlanQueries(db);
    planQueries.set(db, queries);
  }
  return (await queries[scope].execute()).map(toPlan);
}

export async function createPlan(db: Database, input: NewPlan): Promise<Plan> {
  const row = await returnedRow(db.insert(plans).values(toColumns(input)).returning());
  return toPlan(row);
}

export async function updatePlan(
  db: Database,
  id: number,
  input: PlanUpdate,
  now: Date = new Date(),
): Promise<Plan> {
  const row = await returnedRow(
    db
      .update(plans)
      .set({ ...toColumns(input), stripeCouponId: input.stripe_coupon_id, updatedAt: now.toISOString() })
      .where(eq(plans.id, id))
      .returning(),
  );
  if (!row) throw new HttpError(404, 'plan_not_found', 'Plan not found');
  return toPlan(row);
}

/** Every plan with its pending price change, for staff. */
export async function listStaffPlans(deps: PaymentDeps): Promise<StaffPlan[]> {
  return Promise.all(
    (await listPlans(deps.db, 'all')).map(async (plan) => ({
      ...plan,
      pending_price_change: await pendingPriceChange(deps, plan.id),
    })),
  );
}

/**
 * Saves the plan (new signups pay its price at once) and, when autopay passes are billed by it at
 * another price, records and announces the change they get on its effective date.
 */
export async function updatePlanWithPriceChange(
  deps: PaymentDeps,
  id: number,
  input: PlanUpdate,
  staffUserId: number | null,
): Promise<StaffPlan> {
  const prepared = await preparePriceChange(deps, id, input.price_cents, input.price_effective_date);
  const plan = await updatePlan(deps.db, id, input, deps.now());
  const pending = prepared
    ? await announcePriceChange(deps, prepared, staffUserId)
    : await pendingPriceChange(deps, id);
  return { ...plan, pending_price_change: pending };
}

function toColumns(input: NewPlan) {
  return {
    name: input.name,
    description: input.description,
    nameEs: input.name_es,
    descriptionEs: input.description_es,
    priceCents: input.price_cents,
    autopay: input.autopay,
    durationMonths: input.duration_months,
    discountPercent: input.discount_percent,
    isPublic: input.is_public,
  };
}

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    name_es: row.nameEs,
    description_es: row.descriptionEs,
    price_cents: row.priceCents,
    autopay: row.autopay,
    discount_percent: row.discountPercent,
    duration_months: row.durationMonths,
    stripe_coupon_id: row.stripeCouponId,
    is_public: row.isPublic,
  };
}
