import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { CARDS_KEY } from './get-cards';

/** `GET cards/counts`: the tiles and the page count, every status of the same search. */
export const cardCountsQuery = (q: string) =>
  queryOptions({
    queryKey: [...CARDS_KEY, 'counts', q],
    queryFn: ({ signal }) =>
      parseResponse(api.cards.counts.$get({ query: q === '' ? {} : { q } }, { init: { signal } })),
  });
