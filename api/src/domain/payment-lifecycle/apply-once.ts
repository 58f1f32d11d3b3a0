import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { invoices, processedProviderEvents } from '../../db/schema';

// Every provider event (and every hosted set-up session) changes the database at most once: its id is
// stored under a unique key in the same BEGIN IMMEDIATE transaction as the change it makes, so a
// replayed or concurrent copy finds it and changes nothing.

export type EventRef = { eventId: string; eventType: string };

type Deps = { db: Database; now: () => Date };

/**
 * Runs `apply` in one BEGIN IMMEDIATE transaction that first records the event id; a copy of an event
 * already recorded answers `duplicate` without calling it. Whatever `apply` writes commits with the id.
 */
export function applyOnce<T>(
  deps: Deps,
  event: EventRef,
  apply: (tx: DbExecutor, now: Date) => T,
): T | { kind: 'duplicate' } {
  const now = deps.now();
  return deps.db.transaction(
    (tx): T | { kind: 'duplicate' } => {
      if (!recordEvent(tx, event.eventId, event.eventType, now.toISOString())) return { kind: 'duplicate' };
      return apply(tx, now);
    },
    { behavior: 'immediate' },
  );
}

/** Records an id in the caller's transaction; false when it was already there. */
export function recordEvent(tx: DbExecutor, eventId: string, type: string, nowIso: string): boolean {
  const inserted = tx
    .insert(processedProviderEvents)
    .values({ providerEventId: eventId, type, processedAt: nowIso })
    .onConflictDoNothing()
    .returning({ id: processedProviderEvents.providerEventId })
    .get();
  return inserted !== undefined;
}

/** Whether an id was recorded already: a cheap look before provider calls that must not run twice. */
export function wasApplied(db: DbExecutor, eventId: string): boolean {
  return (
    db
      .select({ id: processedProviderEvents.providerEventId })
      .from(processedProviderEvents)
      .where(eq(processedProviderEvents.providerEventId, eventId))
      .get() !== undefined
  );
}

/** The same money reported again under another event id (two event types, a replayed copy). */
export function isPaymentRecorded(tx: DbExecutor, providerPaymentId: string): boolean {
  return (
    tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.providerPaymentId, providerPaymentId))
      .get() !== undefined
  );
}
