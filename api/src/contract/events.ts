import { z } from 'zod';
import type { EventAction } from './event-actions';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// The checklist (SPEC sections 2 'Checklist', 3 and 7). Browser-safe.

export const EVENTS_HISTORY_PAGE_SIZE = 10;

const booleanParam = z
  .enum(['true', 'false'], { error: rule('completed_boolean') })
  .transform((v) => v === 'true');

/** `GET /events?completed=false` (pending, oldest first) or `?completed=true&page&pageSize` (history, newest first). */
export const eventsQuerySchema = z.object({
  completed: booleanParam.default(false),
  page: wholeNumber(
    z
      .number({ error: rule('page_number') })
      .int(rule('page_number'))
      .min(1, rule('page_number')),
  ).default(1),
  pageSize: wholeNumber(
    z
      .number({ error: rule('page_size') })
      .int(rule('page_size'))
      .min(1, rule('page_size'))
      .max(50, rule('page_size')),
  ).default(EVENTS_HISTORY_PAGE_SIZE),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

/** `PATCH /events/{id}` */
export const eventPatchSchema = z.strictObject(
  { completed: z.literal(true, { error: rule('completed_boolean') }) },
  { error: rule('body_not_object') },
);

/** SPEC section 3 'Event'. */
export type StaffEvent = {
  id: number;
  action: EventAction | string;
  created_at: string;
  payload: Record<string, unknown>;
  completed: boolean;
  completed_at: string | null;
  completed_by: string | null;
  /** The staff user whose action wrote the event; null for customers' and the system's. */
  actor: string | null;
  /** The Spanish name of the plan the payload's `plan` names (stored in English); null if none. */
  plan_es: string | null;
};

export type EventsListResponse = { data: StaffEvent[]; page: number; hasMore: boolean };
