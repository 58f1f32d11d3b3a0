import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { StaffWaitlist } from '../waitlist-types';

/** `GET waitlist`: every entry in line order, with the list's tiles. */
export const waitlistQuery = () =>
  queryOptions({
    queryKey: ['admin', 'waitlist'],
    queryFn: async ({ signal }): Promise<StaffWaitlist> =>
      parseResponse(api.waitlist.$get({}, { init: { signal } })),
  });
