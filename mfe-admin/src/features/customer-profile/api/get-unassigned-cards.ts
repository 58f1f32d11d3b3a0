import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every cached 'Select a card' list; the profile page drops them when it closes. */
export const unassignedCardsKey = ['admin', 'cards', 'unassigned'] as const;

/**
 * `GET cards?status=unassigned&locationId`: the 'Select a card' list, one request per location while
 * the profile page is open (SPEC section 9), read again after an assignment (the stock changed).
 */
export const unassignedCardsQuery = (locationId: number) =>
  queryOptions({
    queryKey: [...unassignedCardsKey, locationId],
    queryFn: ({ signal }) =>
      parseResponse(
        api.cards.$get(
          { query: { status: 'unassigned', locationId: String(locationId) } },
          { init: { signal } },
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
