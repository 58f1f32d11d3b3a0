import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { CARDS_PAGE_SIZE, type CardStatus } from 'api/contract/cards';

/** The list and the counts (`get-card-counts.ts`) share it, so a change to one card reads both again. */
export const CARDS_KEY = ['admin', 'cards'] as const;

export type CardsFilter = { status: 'all' | CardStatus; q: string; page: number };

/** `GET cards`: one inventory page, filtered and searched on the server. */
export const cardsQuery = (filter: CardsFilter) =>
  queryOptions({
    queryKey: [...CARDS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      parseResponse(
        api.cards.$get(
          {
            query: {
              status: filter.status,
              ...(filter.q === '' ? {} : { q: filter.q }),
              limit: String(CARDS_PAGE_SIZE),
              offset: String((filter.page - 1) * CARDS_PAGE_SIZE),
            },
          },
          { init: { signal } },
        ),
      ),
  });
