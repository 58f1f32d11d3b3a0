import { api, parseResponse } from 'api/client';
import { CARDS_PAGE_SIZE, type Card, type CardCounts, type CardStatus } from 'api/contract/cards';

/** One inventory page, filtered and searched on the server. */
export function fetchCards(
  filter: { status: 'all' | CardStatus; q: string; page: number },
  signal?: AbortSignal,
): Promise<Card[]> {
  return parseResponse(
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
  );
}

/** The tiles and the page count: every status of the same search. */
export function fetchCardCounts(q: string, signal?: AbortSignal): Promise<CardCounts> {
  return parseResponse(api.cards.counts.$get({ query: q === '' ? {} : { q } }, { init: { signal } }));
}

export function markCardFound(id: number): Promise<Card> {
  return parseResponse(api.cards[':id'].found.$post({ param: { id: String(id) } }));
}
