import { and, eq } from 'drizzle-orm';
import type { HoldKeepaliveResponse } from '../../../contract/billing-response';
import { todayInTimeZone } from '../../../contract/calendar-date';
import { firstRow } from '../../../db/rows';
import { checkouts, spaceHolds } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import {
  getInventory,
  isHoldLive,
  ONLINE_SALES_LOCATION_ID,
  releaseHold,
} from '../../../domain/garage/capacity';
import { isOpenOfferHold, runWaitlistSafely } from '../../../domain/waitlist/waitlist-queue';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';

// A checkout's space hold after create-intent: the page's heartbeat keeps it, leaving the page frees it,
// and subscribe takes it again when it lapsed meanwhile.

type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * Autopay charges later than create-intent: the space must still be there. A live hold is kept; a
 * lapsed one is taken again only if a space is free, in the same kind of transaction as create-intent.
 */
export async function keepHold(deps: PaymentDeps, checkout: CheckoutRow): Promise<void> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const expiresAt = new Date(now.getTime() + deps.config.holdMinutes * 60_000).toISOString();
  await inTransaction(
    deps.db,
    async (tx) => {
      const current = await firstRow(
        tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).limit(1),
      );
      if (current?.status !== 'open') throw new HttpError(409, 'checkout_not_found');
      const hold = await firstRow(
        tx.select().from(spaceHolds).where(eq(spaceHolds.id, checkout.holdId)).limit(1),
      );
      if (hold && hold.releasedAt === null && hold.expiresAt > nowIso) return;
      const { availables } = await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso });
      if (availables <= 0) throw new HttpError(409, 'spaces_taken');
      await tx
        .update(spaceHolds)
        .set({ expiresAt, releasedAt: null })
        .where(eq(spaceHolds.id, checkout.holdId));
    },
    { behavior: 'immediate' },
  );
}

/** However long the page stays open, a checkout holds its space at most this long after it started. */
export const HOLD_CAP_MINUTES = 30;

/**
 * `POST /billing/hold/keepalive`, the checkout page's heartbeat: the hold runs `holdMinutes` from
 * now, never past the cap. A hold the page released (pagehide) or let lapse is taken again only if a
 * space is free, as subscribe does; with none free it answers 409 `spaces_taken`, past the cap too, so
 * the page says the space is gone before a card is typed (docs/decisions/checkout-says-no-space-first.md).
 */
export async function keepHoldAlive(deps: PaymentDeps, token: string): Promise<HoldKeepaliveResponse> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);
  return inTransaction(
    deps.db,
    async (tx) => {
      const checkout = await firstRow(
        tx
          .select()
          .from(checkouts)
          .where(and(eq(checkouts.token, token), eq(checkouts.status, 'open')))
          .limit(1),
      );
      const hold =
        checkout &&
        (await firstRow(tx.select().from(spaceHolds).where(eq(spaceHolds.id, checkout.holdId)).limit(1)));
      if (!checkout || !hold) throw new HttpError(409, 'checkout_not_found');
      // A waitlist offer's space is held until the offer ends, whatever the page does.
      if (await isOpenOfferHold(tx, hold.id)) return { holdExpiresAt: hold.expiresAt };
      if (!(await isHoldLive(tx, hold.id, nowIso))) {
        const { availables } = await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso });
        if (availables <= 0) throw new HttpError(409, 'spaces_taken');
      }
      const capMinutes = Math.max(HOLD_CAP_MINUTES, deps.config.holdMinutes);
      const cap = Date.parse(checkout.createdAt) + capMinutes * 60_000;
      const until = Math.min(now.getTime() + deps.config.holdMinutes * 60_000, cap);
      if (until <= now.getTime()) return { holdExpiresAt: hold.expiresAt };
      const expiresAt = new Date(until).toISOString();
      await tx.update(spaceHolds).set({ expiresAt, releasedAt: null }).where(eq(spaceHolds.id, hold.id));
      return { holdExpiresAt: expiresAt };
    },
    { behavior: 'immediate' },
  );
}

/**
 * `POST /billing/hold/release`: the visitor left the checkout (tab closed, another page): the space
 * is free at once. The checkout stays open, so a payment already on its way still becomes a pass if a
 * space is free. Unknown or finished checkouts are ignored: the beacon that sends this never reads
 * the answer.
 */
export async function releaseCheckoutHold(deps: PaymentDeps, token: string): Promise<void> {
  const nowIso = deps.now().toISOString();
  await inTransaction(deps.db, async (tx) => {
    const checkout = await firstRow(
      tx
        .select({ holdId: checkouts.holdId })
        .from(checkouts)
        .where(and(eq(checkouts.token, token), eq(checkouts.status, 'open')))
        .limit(1),
    );
    if (checkout) await releaseHold(tx, checkout.holdId, nowIso);
  });
  // The freed space goes to the next person on the waitlist, if anyone waits.
  await runWaitlistSafely(deps);
}
