import type { z } from 'zod';
import type { EventsListResponse, eventsQuerySchema, StaffEvent } from '../../contract/events';
import type { Database } from '../../db/open-database';
import { queryRow, queryRows, runQuery } from '../../db/raw-sql';
import { planNames } from '../../domain/billing/invoice-concepts';
import { HttpError } from '../../lib/http-error';

type EventsQuery = z.output<typeof eventsQuerySchema>;
type EventRow = {
  id: number;
  action: string;
  created_at: string;
  payload: string;
  completed: number;
  completed_at: string | null;
  completed_by: string | null;
  actor: string | null;
};

/** The checklist shows at most this many pending events: a backlog beyond it is worked oldest first. */
export const PENDING_EVENTS_CAP = 200;

const COLUMNS = 'id, action, created_at, payload, completed, completed_at, completed_by, actor';

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not JSON: shown as it is stored.
  }
  return { raw: text };
}

const toEvent = (row: EventRow): Omit<StaffEvent, 'plan_es'> => ({
  id: row.id,
  action: row.action,
  created_at: row.created_at,
  payload: parsePayload(row.payload),
  completed: row.completed === 1,
  completed_at: row.completed_at,
  completed_by: row.completed_by,
  actor: row.actor,
});

/**
 * Payloads name the plan as it was called in English when written; beside each event, that plan's
 * Spanish name (plans read once per answer, and only when an event names one).
 */
async function toEvents(db: Database, rows: readonly EventRow[]): Promise<StaffEvent[]> {
  const events = rows.map(toEvent);
  const named = events.some((event) => typeof event.payload.plan === 'string');
  const spanish = new Map(named ? (await planNames(db)).map((plan) => [plan.name, plan.name_es]) : []);
  return events.map((event) => {
    const plan = event.payload.plan;
    return { ...event, plan_es: (typeof plan === 'string' && spanish.get(plan.trim())) || null };
  });
}

/**
 * Pending: oldest first, up to the cap, one page. History: newest completed first, paged; one row
 * more than the page tells whether another page exists, so no count runs over the whole history.
 */
export async function listEvents(db: Database, query: EventsQuery): Promise<EventsListResponse> {
  if (!query.completed) {
    const rows = (await queryRows(
      db,
      `SELECT ${COLUMNS} FROM events WHERE completed = 0 ORDER BY created_at ASC, id ASC LIMIT @cap`,
      { cap: PENDING_EVENTS_CAP },
    )) as EventRow[];
    return { data: await toEvents(db, rows), page: 1, hasMore: false };
  }
  const rows = (await queryRows(
    db,
    `SELECT ${COLUMNS} FROM events WHERE completed = 1
     ORDER BY completed_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    { limit: query.pageSize + 1, offset: (query.page - 1) * query.pageSize },
  )) as EventRow[];
  return {
    data: await toEvents(db, rows.slice(0, query.pageSize)),
    page: query.page,
    hasMore: rows.length > query.pageSize,
  };
}

/**
 * Completes an event once: the update only applies while it is still pending, so a second click or
 * a colleague completing it at the same moment finds it done and gets it back as it is (200), with
 * the first completer's name and time (docs/decisions/checklist-completion.md).
 */
export async function completeEvent(
  db: Database,
  id: number,
  username: string,
  now: Date,
): Promise<StaffEvent> {
  await runQuery(
    db,
    'UPDATE events SET completed = 1, completed_at = @at, completed_by = @by WHERE id = @id AND completed = 0',
    { id, at: now.toISOString(), by: username },
  );
  const row = (await queryRow(db, `SELECT ${COLUMNS} FROM events WHERE id = @id`, { id })) as
    | EventRow
    | undefined;
  if (!row) throw new HttpError(404, 'event_not_found');
  const [event] = await toEvents(db, [row]);
  if (!event) throw new HttpError(404, 'event_not_found');
  return event;
}
