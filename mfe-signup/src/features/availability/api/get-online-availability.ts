import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { CalendarDate } from 'api/contract/calendar-date';
import { AVAILABILITY_LOCATION_ID } from '../availability-location';

/** The spaces that can be sold online now, and the garage's today on the server's clock (null if absent). */
export type OnlineAvailabilityAnswer = { openSlots: number; today: CalendarDate | null };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A count and a date as the API or the first view gave them, made safe to show. */
export function readAvailability(openSlots: unknown, today: unknown): OnlineAvailabilityAnswer {
  const count =
    typeof openSlots === 'number' && Number.isFinite(openSlots) ? Math.max(0, Math.floor(openSlots)) : 0;
  return { openSlots: count, today: typeof today === 'string' && CALENDAR_DATE.test(today) ? today : null };
}

export async function fetchOnlineAvailability(signal?: AbortSignal): Promise<OnlineAvailabilityAnswer> {
  const { open_slots, today } = await parseResponse(
    api.locations[':id']['online-availability'].$get(
      { param: { id: AVAILABILITY_LOCATION_ID } },
      { init: { signal } },
    ),
  );
  return readAvailability(open_slots, today);
}

/** `GET locations/1/online-availability`: how many spaces can be sold online now, and the garage's today. */
export const onlineAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['signup', 'online-availability', AVAILABILITY_LOCATION_ID],
    queryFn: ({ signal }) => fetchOnlineAvailability(signal),
  });
