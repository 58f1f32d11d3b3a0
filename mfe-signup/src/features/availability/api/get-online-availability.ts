import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { AVAILABILITY_LOCATION_ID } from '../availability-location';

export async function fetchOpenSlots(signal?: AbortSignal): Promise<number> {
  const { open_slots } = await parseResponse(
    api.locations[':id']['online-availability'].$get(
      { param: { id: AVAILABILITY_LOCATION_ID } },
      { init: { signal } },
    ),
  );
  return Number.isFinite(open_slots) ? Math.max(0, Math.floor(open_slots)) : 0;
}

/** `GET locations/1/online-availability`: how many spaces can be sold online now. */
export const onlineAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['signup', 'online-availability', AVAILABILITY_LOCATION_ID],
    queryFn: ({ signal }) => fetchOpenSlots(signal),
  });
