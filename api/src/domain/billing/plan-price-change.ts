import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { addDays, type CalendarDate, daysBetween, todayInTimeZone } from '../../contract/calendar-date';
import { type PendingPriceChange, PRICE_NOTICE_DAYS } from '../../contract/plan-price-change';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount } from '../../db/raw-sql';
import { firstRow, returnedRow } from '../../db/rows';
import { planPriceChanges, planPriceNotices, plans, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { sendPriceChangeEmail } from '../emails/price-change-email';
import { type PortalPass, passById } from '../passes/portal-pass';
import { laterAutopayPlan } from './autopay-billing';
import { autopayChargeDates, nextAutopayCharge } from './next-autopay-charge';

// A staff price change of an autopay plan (docs/decisions/price-change-notice.md): new signups pay
// the new price at once; passes already on autopay keep the price they were sold at until the
// effective date, at least PRICE_NOTICE_DAYS after their owners are e-mailed, and their provider
// subscription moves to it once the next charge it will make falls on or after that date, so the
// renewal on that date already bills the new price and the portal (which reads the provider) shows it.

type PlanRow = typeof plans.$inferSelect;

export type PreparedPriceChange = {
  plan: PlanRow;
  oldPriceCents: number;
  newPriceCents: number;
  effectiveDate: CalendarDate;
  passes: PortalPass[];
};

/** The plan a pass's provider subscription bills (next-autopay-charge.ts `autopayPriceCents`). */
async function billedPlanId(db: DbExecutor, pass: PortalPass): Promise<number> {
  return (pass.plan.autopay ? pass.plan : await laterAutopayPlan(db, pass)).id;
}

/** Live autopay passes whose provider subscription bills this plan. */
async function passesBilling(db: DbExecutor, planId: number): Promise<PortalPass[]> {
  const ids = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.autopay, true),
        eq(subscriptions.statusKey, 'active'),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  const billing: PortalPass[] = [];
  for (const { id } of ids) {
    const pass = await passById(db, id);
    if (pass && (await billedPlanId(db, pass)) === planId) billing.push(pass);
  }
  return billing;
}

/** The plan's newest change while its effective date is still ahead (or today). */
async function pendingRow(db: DbExecutor, planId: number, today: CalendarDate) {
  const row = await firstRow(
    db
      .select()
      .from(planPriceChanges)
      .where(eq(planPriceChanges.planId, planId))
      .orderBy(desc(planPriceChanges.id))
      .limit(1),
  );
  return row && row.effectiveDate >= today ? row : undefined;
}

export async function pendingPriceChange(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'now'>,
  planId: number,
): Promise<PendingPriceChange | null> {
  const row = await pendingRow(deps.db, planId, todayInTimeZone(deps.config.garageTz, deps.now()));
  return row
    ? {
        old_price_cents: row.oldPriceCents,
        new_price_cents: row.newPriceCents,
        effective_date: row.effectiveDate,
        notices_sent: row.noticesSent,
      }
    : null;
}

/**
 * Before the plan is saved: null when no autopay pass is billed by it or its price stays; refused
 * (422 `price_change_too_soon`, with `earliest_date`) when the date asked is less than 30 days away.
 */
export async function preparePriceChange(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'now'>,
  planId: number,
  newPriceCents: number,
  requestedDate: CalendarDate | undefined,
): Promise<PreparedPriceChange | null> {
  const plan = await firstRow(deps.db.select().from(plans).where(eq(plans.id, planId)).limit(1));
  if (!plan) return null;
  if (plan.priceCents === newPriceCents) return null;
  const passes = await passesBilling(deps.db, planId);
  if (passes.length === 0) return null;
  const today = todayInTimeZone(deps.config.garageTz, deps.now());
  // A newer change replaces one still pending: the passes still pay the price they were sold at.
  const oldPriceCents = (await pendingRow(deps.db, planId, today))?.oldPriceCents ?? plan.priceCents;
  const earliest = addDays(today, PRICE_NOTICE_DAYS);
  const effectiveDate = requestedDate ?? earliest;
  if (effectiveDate < earliest) {
    throw new HttpError(422, 'price_change_too_soon', undefined, { details: { earliest_date: earliest } });
  }
  return { plan, oldPriceCents, newPriceCents, effectiveDate, passes };
}

/** The first renewal of the pass on or after the effective date. */
async function firstChargeAtNewPrice(
  db: DbExecutor,
  pass: PortalPass,
  plan: PlanRow,
  effective: CalendarDate,
) {
  const next = (await nextAutopayCharge(db, pass))?.date ?? effective;
  if (next >= effective) return next;
  const months = Math.max(1, plan.durationMonths);
  // A month at least per renewal: as many dates as the gap holds months reach past it.
  const count = Math.ceil(daysBetween(next, effective) / 28) + 2;
  return autopayChargeDates(next, months, count).find((date) => date >= effective) ?? effective;
}

/**
 * Records the change, tells each affected owner once (a unique row per pass and change), and moves
 * the passes whose next charge already falls on or after the date. After the plan was saved.
 */
export async function announcePriceChange(
  deps: PaymentDeps,
  prepared: PreparedPriceChange,
  staffUserId: number | null,
): Promise<PendingPriceChange | null> {
  const now = deps.now().toISOString();
  const { plan } = prepared;
  const change = await inTransaction(deps.db, async (tx) => {
    // Superseded: its passes are told again by the newer change and never move to its price.
    const superseded = await tx
      .update(planPriceChanges)
      .set({ appliedAt: now })
      .where(and(eq(planPriceChanges.planId, plan.id), isNull(planPriceChanges.appliedAt)))
      .returning({ id: planPriceChanges.id });
    if (superseded.length > 0) {
      await tx
        .update(planPriceNotices)
        .set({ appliedAt: now })
        .where(
          and(
            inArray(
              planPriceNotices.changeId,
              superseded.map(({ id }) => id),
            ),
            isNull(planPriceNotices.appliedAt),
          ),
        );
    }
    return returnedRow(
      tx
        .insert(planPriceChanges)
        .values({
          planId: plan.id,
          oldPriceCents: prepared.oldPriceCents,
          newPriceCents: prepared.newPriceCents,
          effectiveDate: prepared.effectiveDate,
          createdBy: staffUserId,
          createdAt: now,
        })
        .returning(),
    );
  });
  let sent = 0;
  for (const pass of prepared.passes) {
    const claimed = await deps.db
      .insert(planPriceNotices)
      .values({ changeId: change.id, subscriptionId: pass.subscription.id, notifiedAt: now })
      .onConflictDoNothing();
    if (changedCount(claimed) === 0) continue;
    sent += 1;
    await sendPriceChangeEmail(deps, pass, {
      oldPriceCents: prepared.oldPriceCents,
      newPriceCents: prepared.newPriceCents,
      firstChargeDate: await firstChargeAtNewPrice(deps.db, pass, plan, prepared.effectiveDate),
    });
  }
  await deps.db.update(planPriceChanges).set({ noticesSent: sent }).where(eq(planPriceChanges.id, change.id));
  await applyDuePriceChanges(deps);
  return pendingPriceChange(deps, plan.id);
}

/**
 * The scheduled job: each told pass whose provider subscription charges next on or after the
 * effective date moves to the new price now (no proration), before that charge is made. A pass whose
 * subscription charges nothing more (ended, cancelled, autopay off) has nothing to move.
 */
export async function applyDuePriceChanges(deps: PaymentDeps): Promise<number> {
  const due = await deps.db
    .select({ notice: planPriceNotices, change: planPriceChanges })
    .from(planPriceNotices)
    .innerJoin(planPriceChanges, eq(planPriceChanges.id, planPriceNotices.changeId))
    .where(and(isNull(planPriceNotices.appliedAt), isNull(planPriceChanges.appliedAt)));
  let moved = 0;
  const touched = new Set<number>();
  for (const { notice, change } of due) {
    touched.add(change.id);
    const pass = await passById(deps.db, notice.subscriptionId);
    const providerId = pass?.subscription.autopay ? pass.subscription.providerSubscriptionId : null;
    const plan = await firstRow(deps.db.select().from(plans).where(eq(plans.id, change.planId)).limit(1));
    let done = true;
    if (providerId && plan && deps.payments.ownsId(providerId)) {
      const upcoming = await deps.payments.getUpcomingCharge(providerId);
      if (upcoming) {
        done = todayInTimeZone(deps.config.garageTz, upcoming.at) >= change.effectiveDate;
        if (done) {
          await deps.payments.changeSubscriptionPrice(providerId, {
            id: plan.id,
            name: plan.name,
            priceCents: change.newPriceCents,
            durationMonths: plan.durationMonths,
            discountPercent: plan.discountPercent,
            discountCycles: 0,
            couponId: plan.stripeCouponId,
          });
          moved += 1;
        }
      }
    }
    if (done) {
      await deps.db
        .update(planPriceNotices)
        .set({ appliedAt: deps.now().toISOString() })
        .where(eq(planPriceNotices.id, notice.id));
    }
  }
  for (const changeId of touched) {
    const left = await firstRow(
      deps.db
        .select({ id: planPriceNotices.id })
        .from(planPriceNotices)
        .where(and(eq(planPriceNotices.changeId, changeId), isNull(planPriceNotices.appliedAt)))
        .limit(1),
    );
    if (!left) {
      await deps.db
        .update(planPriceChanges)
        .set({ appliedAt: deps.now().toISOString() })
        .where(eq(planPriceChanges.id, changeId));
    }
  }
  return moved;
}

/**
 * The scheduler's job: once per garage day on the app clock, not on every one-minute tick (one
 * provider read per pass still to move); a pass has a whole period between its last renewal before
 * the date and its first on or after it, so a day's wait never lets a renewal through at the old price.
 */
export function dailyPriceChanges(deps: PaymentDeps): () => Promise<number> {
  let lastDay: string | null = null;
  return async () => {
    const today = todayInTimeZone(deps.config.garageTz, deps.now());
    if (today === lastDay) return 0;
    const moved = await applyDuePriceChanges(deps);
    lastDay = today;
    return moved;
  };
}
