import { eq } from 'drizzle-orm';
import type { PauseRules } from '../../contract/pass-pause';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { locations } from '../../db/schema';
import { runWaitlistSafely, type WaitlistDeps } from '../waitlist/waitlist-queue';

// The owners' pause rule, kept with the location (docs/decisions/pass-pause.md).

export async function readPauseRules(db: DbExecutor, locationId: number): Promise<PauseRules> {
  const row = await firstRow(
    db
      .select({
        maxMonths: locations.pauseMaxMonths,
        everyMonths: locations.pauseEveryMonths,
        keepsSpace: locations.pauseKeepsSpace,
      })
      .from(locations)
      .where(eq(locations.id, locationId))
      .limit(1),
  );
  return {
    max_months: row?.maxMonths === 1 ? 1 : 2,
    every_months: row?.everyMonths ?? 12,
    keeps_space: row?.keepsSpace ?? true,
  };
}

export async function savePauseRules(
  deps: WaitlistDeps,
  locationId: number,
  rules: PauseRules,
): Promise<void> {
  const nowIso = deps.now().toISOString();
  await deps.db
    .update(locations)
    .set({
      pauseMaxMonths: rules.max_months,
      pauseEveryMonths: rules.every_months,
      pauseKeepsSpace: rules.keeps_space,
      updatedAt: nowIso,
    })
    .where(eq(locations.id, locationId));
  // A paused pass that stops holding its space frees it: the waitlist is offered it first.
  await runWaitlistSafely(deps);
}
