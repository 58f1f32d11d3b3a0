import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Who is inside changes with every car through the gate: the tiles read it again this often. */
export const OCCUPANCY_REFRESH_MS = 30_000;

/** `GET gate-occupancy`: per location, the passes inside now, the spaces and the anti-passback mode. */
export const gateOccupancyQuery = () =>
  queryOptions({
    queryKey: ['admin', 'gate', 'occupancy'],
    queryFn: ({ signal }) => parseResponse(api['gate-occupancy'].$get({}, { init: { signal } })),
    refetchInterval: OCCUPANCY_REFRESH_MS,
  });
