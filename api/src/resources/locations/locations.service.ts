import { eq } from 'drizzle-orm';
import type { LocationSettings } from '../../contract/online-sales-spaces-input';
import type { Database } from '../../db/open-database';
import { firstRow } from '../../db/rows';
import { locations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type AvailabilityClock, getInventory } from '../../domain/garage/capacity';
import { runWaitlistSafely, type WaitlistDeps } from '../../domain/waitlist/waitlist-queue';
import { HttpError } from '../../lib/http-error';

type SettingsChange = {
  online_sales_spaces?: number | undefined;
  refund_approval_cents?: number | undefined;
};

/** The inventory staff see beside the settings, and the refund approval threshold. */
export async function locationSettings(
  db: Database,
  locationId: number,
  clock: AvailabilityClock,
): Promise<LocationSettings> {
  const inventory = await getInventory(db, locationId, clock);
  const row = await firstRow(
    db
      .select({ cents: locations.refundApprovalCents })
      .from(locations)
      .where(eq(locations.id, locationId))
      .limit(1),
  );
  if (!row) throw new HttpError(404, 'location_not_found');
  return { ...inventory, refund_approval_cents: row.cents };
}

/** Saves the fields sent, and records what changed with its value before and after. */
export async function saveLocationSettings(
  deps: WaitlistDeps,
  locationId: number,
  change: SettingsChange,
  clock: AvailabilityClock,
): Promise<LocationSettings> {
  await inTransaction(
    deps.db,
    async (tx) => {
      const before = await firstRow(
        tx
          .select({
            online_sales_spaces: locations.onlineSalesSpaces,
            refund_approval_cents: locations.refundApprovalCents,
          })
          .from(locations)
          .where(eq(locations.id, locationId))
          .limit(1),
      );
      if (!before) throw new HttpError(404, 'location_not_found');
      const after = {
        online_sales_spaces: change.online_sales_spaces ?? before.online_sales_spaces,
        refund_approval_cents: change.refund_approval_cents ?? before.refund_approval_cents,
      };
      await tx
        .update(locations)
        .set({
          onlineSalesSpaces: after.online_sales_spaces,
          refundApprovalCents: after.refund_approval_cents,
          updatedAt: clock.nowIso,
        })
        .where(eq(locations.id, locationId));
    },
    { behavior: 'immediate' },
  );
  // A raised limit frees spaces: the waitlist is offered them first, and the answer counts those offers.
  await runWaitlistSafely(deps);
  return locationSettings(deps.db, locationId, clock);
}

/** The location's id when it exists; 404 `location_not_found` otherwise. */
export async function requireLocation(db: Database, locationId: number): Promise<number> {
  const row = await firstRow(
    db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).limit(1),
  );
  if (!row) throw new HttpError(404, 'location_not_found');
  return row.id;
}
