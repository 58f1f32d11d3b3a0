import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { invoices, processedProviderEvents } from '../../db/schema';
import { inTransaction } from '../../db/transaction';

// Every provider event (and every hosted set-up session) changes the database at most once: its id is
// stored under a unique key in the same BEGIN IMMEDIATE transaction as the change it makes, so a
// replayed or concurrent copy finds it and changes nothing.

export type EventRef = { eventId: string; eventType: string };

type Deps = { db: Database; now: () => Date };

/**
 * Runs `apply` in one BEGIN IMMEDIATE transaction that first records the event id; a copy of an event
 * already recorded answers `duplicate` without calling it. Whatever `apply` writes commits with the id.
 */
export async function applyOnce<T>(
  deps: Deps,
  event: EventRef,
  apply: (tx: DbExecutor, now: Date) => T,
): Promise<T | { kind: 'duplicate' }> {
  const now = deps.now();
  return inTransaction(
    deps.db,
    async (tx): Promise<T | { kind: 'duplicate' }> => {
      if (!(await recordEvent(tx, event.eventId, event.eventType, now.toISOString())))
        return { kind: 'duplicate' };
      return apply(tx, now);
    },
    { behavior: 'immediate' },
  );
}

/** Records an id in the caller's transaction; false when it was already there. */
export async function recordEvent(
  tx: DbExecutor,
  eventId: string,
  type: string,
  nowIso: string,
): Promise<boolean> {
  const inserted = await returnedRow(
    tx
      .insert(processedProviderEvents)
      .values({ providerEventId: eventId, type, processedAt: nowIso })
      .onConflictDoNothing()
      .returning({ id: processedProviderEvents.providerEventId }),
  );
  return inserted !== undefined;
}

/** Whether an id was recorded already: a cheap look before provider calls that must not run twice. */
export async function wasApplied(db: DbExecutor, eventId: string): Promise<boolean> {
  return (
    (await firstRow(
      db
        .select({ id: processedProviderEvents.providerEventId })
        .from(processedProviderEvents)
        .where(eq(processedProviderEvents.providerEventId, eventId))
        .limit(1),
    )) !== undefined
  );
}

/** The same money reported again under another event id (two event types, a replayed copy). */
export async function isPaymentRecorded(tx: DbExecutor, providerPaymentId: string): Promise<boolean> {
  return (
    (await firstRow(
      tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.providerPaymentId, providerPaymentId))
        .limit(1),
    )) !== undefined
  );
}
