import type { EventAction } from '../contract/event-actions';
import type { EventPayload } from '../contract/event-payloads';
import type { DbExecutor } from '../db/db-executor';
import { events } from '../db/schema';

/**
 * Pass the caller's transaction: an event is written together with the change it reports, or not at all.
 * The payload's shape is the action's own (contract/event-payloads.ts), the one the checklist shows.
 */
export async function writeEvent<A extends EventAction>(
  tx: DbExecutor,
  action: A,
  payload: EventPayload<A>,
  now: Date,
  /** The staff user acting, when staff acted. */
  actor: string | null = null,
): Promise<void> {
  await tx
    .insert(events)
    .values({ action, payload: JSON.stringify(payload), createdAt: now.toISOString(), actor });
}

export function usd(cents: number): string {
  return (cents / 100).toFixed(2);
}
