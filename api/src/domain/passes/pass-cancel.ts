import { and, eq, isNull, lte } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import type { CancelReason, PassCancelState, PendingCancel } from '../../contract/pass-cancel';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { passCancellations, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import { writeEvent } from '../../lib/write-event';
import { sendPassCancelEmail } from '../emails/pass-cancel-email';
import { dayEndsAt } from '../gate/pass-access';
import { isPassExpired } from './pass-calendar';
import { cancelProviderSubscription, endPass } from './pass-ending';
import { type PortalPass, passById, passEventNames } from './portal-pass';

// Cancel at period end (docs/decisions/cancel-at-period-end.md). The owner's cancel is a row waiting
// for the pass's last paid day; the provider is told not to bill past it. The pass keeps its gate
// access and its space through 23:45 that day; then `endCancelledPasses` ends it as staff's cancel
// does (card to stock, status canceled), which frees the space for the waitlist's next run.

type Cancellation = typeof passCancellations.$inferSelect;

async function waitingCancel(tx: DbExecutor, subscriptionId: number): Promise<Cancellation | undefined> {
  return firstRow(
    tx
      .select()
      .from(passCancellations)
      .where(
        and(
          eq(passCancellations.subscriptionId, subscriptionId),
          isNull(passCancellations.undoneAt),
          isNull(passCancellations.endedAt),
        ),
      )
      .limit(1),
  );
}

function pendingOf(row: Cancellation): PendingCancel {
  return {
    last_day: row.lastDay,
    reason: row.reason,
    reason_text: row.reasonText,
    requested_at: row.requestedAt,
  };
}

/**
 * The last day a cancel asked now would leave the pass: its paid-through date, or a pause's last day
 * (nothing is charged when the pause ends, the pass ends then); null once the pass has lapsed or ended.
 */
function lastDayIfCancelled(deps: PaymentDeps, pass: PortalPass): string | null {
  const { pausedUntil, nextRenewalDate, statusKey } = pass.subscription;
  const today = todayInTimeZone(deps.config.garageTz, deps.now());
  if (
    statusKey === 'active' &&
    pausedUntil &&
    nextRenewalDate &&
    pausedUntil > nextRenewalDate &&
    pausedUntil >= today
  )
    return pausedUntil;
  return isPassExpired(deps, pass) ? null : nextRenewalDate;
}

export async function passCancelState(deps: PaymentDeps, pass: PortalPass): Promise<PassCancelState> {
  const waiting = await waitingCancel(deps.db, pass.subscription.id);
  const lastDay = lastDayIfCancelled(deps, pass);
  const cancelable = lastDay !== null && !waiting;
  const { autopay, discountCyclesLeft } = pass.subscription;
  return {
    pending: waiting ? pendingOf(waiting) : null,
    cancelable,
    last_day: lastDay,
    autopay,
    discount_months_lost: autopay ? discountCyclesLeft : 0,
    discount_percent: autopay && discountCyclesLeft > 0 ? pass.plan.discountPercent : 0,
  };
}

/** The owner (or staff, `by` a username) asks to end the pass after its last paid day. */
export async function scheduleCancel(
  deps: PaymentDeps,
  pass: PortalPass,
  input: { reason: CancelReason; reasonText: string | null },
  by: string,
): Promise<PassCancelState> {
  const before = await passCancelState(deps, pass);
  if (before.pending) throw new HttpError(409, 'cancel_already_pending');
  const lastDay = before.last_day;
  if (!before.cancelable || !lastDay) throw new HttpError(409, 'pass_not_cancelable');

  // The provider first: a cancel recorded here but not there would still be billed. An id of the
  // other provider (the app switched between the sandbox and Stripe) is one this one cannot bill.
  const providerSubscriptionId = pass.subscription.autopay ? pass.subscription.providerSubscriptionId : null;
  if (providerSubscriptionId && deps.payments.ownsId(providerSubscriptionId))
    await providerCall(deps, async () => deps.payments.setCancelAtPeriodEnd(providerSubscriptionId, true));

  const now = deps.now();
  const inserted = await inTransaction(
    deps.db,
    async (tx) => {
      if (await waitingCancel(tx, pass.subscription.id)) return false;
      await tx.insert(passCancellations).values({
        subscriptionId: pass.subscription.id,
        reason: input.reason,
        reasonText: input.reason === 'other' ? input.reasonText : null,
        lastDay,
        requestedAt: now.toISOString(),
        requestedBy: by,
      });
      return true;
    },
    { behavior: 'immediate' },
  );
  if (!inserted) throw new HttpError(409, 'cancel_already_pending');
  await sendPassCancelEmail(deps, pass, {
    kind: 'scheduled',
    lastDay,
    lostMonths: before.discount_months_lost,
  });
  return passCancelState(deps, pass);
}

/** Keeps the pass: the waiting cancel is taken back, and autopay renews as before. */
export async function undoCancel(deps: PaymentDeps, pass: PortalPass): Promise<PassCancelState> {
  const waiting = await waitingCancel(deps.db, pass.subscription.id);
  if (!waiting || lastDayIfCancelled(deps, pass) === null) throw new HttpError(409, 'cancel_not_pending');

  // Autopay still on: the provider subscription has not reached its end, so it renews again.
  const current = (await passById(deps.db, pass.subscription.id)) ?? pass;
  const providerSubscriptionId = current.subscription.autopay
    ? current.subscription.providerSubscriptionId
    : null;
  if (providerSubscriptionId && deps.payments.ownsId(providerSubscriptionId))
    await providerCall(deps, async () => deps.payments.setCancelAtPeriodEnd(providerSubscriptionId, false));

  const now = deps.now();
  const undone = await deps.db
    .update(passCancellations)
    .set({ undoneAt: now.toISOString() })
    .where(
      and(
        eq(passCancellations.id, waiting.id),
        isNull(passCancellations.undoneAt),
        isNull(passCancellations.endedAt),
      ),
    );
  if (changedCount(undone) === 0) throw new HttpError(409, 'cancel_not_pending');
  await sendPassCancelEmail(deps, current, {
    kind: 'undone',
    lastDay: waiting.lastDay,
    autopay: current.subscription.autopay,
  });
  return passCancelState(deps, current);
}

/**
 * Ends every pass whose cancel waited for a last day that is now over (23:45, garage time). Run each
 * minute before the waitlist, so the space it frees is offered on the day the pass ends, not before.
 */
export async function endCancelledPasses(deps: PaymentDeps): Promise<number> {
  const now = deps.now();
  const tz = deps.config.garageTz;
  const today = todayInTimeZone(tz, now);
  const due = (
    await deps.db
      .select()
      .from(passCancellations)
      .where(
        and(
          isNull(passCancellations.undoneAt),
          isNull(passCancellations.endedAt),
          lte(passCancellations.lastDay, today),
        ),
      )
  ).filter((row) => now.getTime() >= dayEndsAt(tz, row.lastDay));
  let ended = 0;
  for (const row of due) {
    const pass = await passById(deps.db, row.subscriptionId);
    if (!pass) continue;
    const nowIso = now.toISOString();
    const result = await inTransaction(
      deps.db,
      async (tx) => {
        const current = await firstRow(
          tx.select().from(subscriptions).where(eq(subscriptions.id, row.subscriptionId)).limit(1),
        );
        // Paid again by hand after asking: the payment is the owner keeping the pass.
        const paidOn = current?.nextRenewalDate && current.nextRenewalDate > row.lastDay;
        const marked = await tx
          .update(passCancellations)
          .set(paidOn ? { undoneAt: nowIso } : { endedAt: nowIso })
          .where(and(eq(passCancellations.id, row.id), isNull(passCancellations.endedAt)));
        if (changedCount(marked) === 0 || paidOn) return null;
        // Staff may have ended it meanwhile (refund, ban): nothing more to end.
        if (current?.statusKey !== 'active') return { providerSubscriptionId: null, ended: false };
        const released = await endPass(tx, current, 'canceled', nowIso);
        await writeEvent(
          tx,
          'Subscription canceled',
          {
            ...passEventNames(pass),
            type: pass.vehicle.type,
            previous_status: current.statusKey,
            card: released?.code ?? null,
            card_id: released?.id ?? null,
            autopay: current.autopay,
            next_renewal_date: current.nextRenewalDate,
          },
          now,
        );
        return {
          providerSubscriptionId: current.autopay ? current.providerSubscriptionId : null,
          ended: true,
        };
      },
      { behavior: 'immediate' },
    );
    if (!result?.ended) continue;
    ended += 1;
    // Normally the provider ended it at the period's end already; a pass renewed by hand meanwhile was not.
    await cancelProviderSubscription(deps, result.providerSubscriptionId);
    await sendPassCancelEmail(deps, pass, { kind: 'ended', lastDay: row.lastDay });
  }
  return ended;
}

/** The owner's cancel waiting on a pass, for staff and portal views; null when none. */
export async function pendingCancelOf(db: DbExecutor, subscriptionId: number): Promise<PendingCancel | null> {
  const row = await waitingCancel(db, subscriptionId);
  return row ? pendingOf(row) : null;
}
