import type { DbExecutor } from '../../db/db-executor';
import { processedProviderEvents } from '../../db/schema';

/**
 * Records a provider event id in the caller's transaction; false when it was already there. Whatever
 * the event changes is written in the same transaction, so a replayed event changes nothing.
 */
export function markProcessed(tx: DbExecutor, eventId: string, type: string, nowIso: string): boolean {
  const inserted = tx
    .insert(processedProviderEvents)
    .values({ providerEventId: eventId, type, processedAt: nowIso })
    .onConflictDoNothing()
    .returning({ id: processedProviderEvents.providerEventId })
    .get();
  return inserted !== undefined;
}
