import type { EventAction } from '../contract/event-actions';
import type { DbExecutor } from '../db/db-executor';
import { events } from '../db/schema';

/** Pass the caller's transaction: an event is written together with the change it reports, or not at all. */
export function writeEvent(
  tx: DbExecutor,
  action: EventAction,
  payload: Record<string, unknown>,
  now: Date,
  /** The staff user acting, when staff acted. */
  actor: string | null = null,
): void {
  tx.insert(events)
    .values({ action, payload: JSON.stringify(payload), createdAt: now.toISOString(), actor })
    .run();
}

export function usd(cents: number): string {
  return (cents / 100).toFixed(2);
}
