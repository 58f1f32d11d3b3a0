import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET cards/counts`: the tiles and the page count, every status of the same search. */
export const cardCountsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'cards', 'counts', q],
    queryFn: ({ signal }) =>
      parseResponse(api.cards.counts.$get({ query: q === '' ? {} : { q } }, { init: { signal } })),
  });
