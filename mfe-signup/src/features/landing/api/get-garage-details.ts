import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * The garage's contact as staff last saved it (GET /api/garage-details/public). Asked once a page: the
 * browser revalidates it with its ETag, so a visit after a staff edit shows the new details.
 */
export const garageDetailsQuery = () =>
  queryOptions({
    queryKey: ['signup', 'garage-details'],
    queryFn: ({ signal }) => parseResponse(api['garage-details'].public.$get({}, { init: { signal } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
