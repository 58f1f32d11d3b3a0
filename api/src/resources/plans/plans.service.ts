import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Plan, planInputSchema, planUpdateSchema } from '../../contract/plan-input';
import type { Database } from '../../db/open-database';
import { plans } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

type PlanRow = typeof plans.$inferSelect;
type NewPlan = z.output<typeof planInputSchema>;
type PlanUpdate = z.output<typeof planUpdateSchema>;

// Prepared once per database: every landing-page visit reads the public plans.
function preparePlanQueries(db: Database) {
  return {
    public: db.select().from(plans).where(eq(plans.isPublic, true)).orderBy(asc(plans.id)).prepare(),
    all: db.select().from(plans).orderBy(asc(plans.id)).prepare(),
  };
}

const planQueries = new WeakMap<Database, ReturnType<typeof preparePlanQueries>>();

export function listPlans(db: Database, scope: 'public' | 'all'): Plan[] {
  let queries = planQueries.get(db);
  if (!queries) {
    queries = preparePlanQueries(db);
    planQueries.set(db, queries);
  }
  return queries[scope].all().map(toPlan);
}

export function createPlan(db: Database, input: NewPlan): Plan {
  const row = db.insert(plans).values(toColumns(input)).returning().get();
  return toPlan(row);
}

export function updatePlan(db: Database, id: number, input: PlanUpdate, now: Date = new Date()): Plan {
  const row = db
    .update(plans)
    .set({ ...toColumns(input), stripeCouponId: input.stripe_coupon_id, updatedAt: now.toISOString() })
    .where(eq(plans.id, id))
    .returning()
    .get();
  if (!row) throw new HttpError(404, 'plan_not_found', 'Plan not found');
  return toPlan(row);
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
