import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every cached 'Select a card' read (lists and counts); the profile page drops them when it closes. */
export const unassignedCardsKey = ['admin', 'cards', 'unassigned'] as const;

/**
 * How many cards the picker lists at once: a garage's stock can be a 1,000-card batch, so the dialog
 * shows one screenful and a search box narrows it on the server.
 */
export const CARD_PICKER_LIMIT = 20;

/** One location's lists and counts: what an assignment there makes stale. */
export const unassignedCardsAt = (locationId: number) => [...unassignedCardsKey, locationId] as const;

const searchParam = (q: string) => (q === '' ? {} : { q });

/**
 * `GET cards?status=unassigned&locationId&limit&q`: the first cards of the 'Select a card' list whose
 * number starts with the search, kept while the profile page is open (SPEC section 9) and read
 * again after an assignment (the stock changed).
 */
export const unassignedCardsQuery = (locationId: number, q = '') =>
  queryOptions({
    queryKey: [...unassignedCardsAt(locationId), 'list', q],
    queryFn: ({ signal }) =>
      parseResponse(
        api.cards.$get(
          {
            query: {
              status: 'unassigned',
              locationId: String(locationId),
              limit: String(CARD_PICKER_LIMIT),
              ...searchParam(q),
            },
          },
          { init: { signal } },
        ),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `GET cards/counts?locationId&q`: how many unassigned cards match, asked only when the list is full. */
export const unassignedCardCountQuery = (locationId: number, q = '') =>
  queryOptions({
    queryKey: [...unassignedCardsAt(locationId), 'count', q],
    queryFn: ({ signal }) =>
      parseResponse(
        api.cards.counts.$get(
          { query: { locationId: String(locationId), ...searchParam(q) } },
          { init: { signal } },
        ),
      ),
    select: (counts) => counts.unassigned,
    staleTime: Number.POSITIVE_INFINITY,
  });
