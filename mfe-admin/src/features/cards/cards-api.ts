import { api, parseResponse } from 'api/client';
import type { Card } from 'api/contract/cards';

export function fetchCards(q: string, signal?: AbortSignal): Promise<Card[]> {
  const query = q === '' ? { status: 'all' as const } : { status: 'all' as const, q };
  return parseResponse(api.cards.$get({ query }, { init: { signal } }));
}

/**
 * `POST /cards/:id/found` arrives with branch i8-api-actions; until it is merged the typed client
 * does not know the route, so this one call names its shape. After the merge:
 * `parseResponse(api.cards[':id'].found.$post({ param: { id: String(id) } }))`.
 */
type FoundRoute = {
  cards: { ':id': { found: { $post: (args: { param: { id: string } }) => Promise<Response> } } };
};

export async function markCardFound(id: number): Promise<Card> {
  const response = await (api as unknown as FoundRoute).cards[':id'].found.$post({
    param: { id: String(id) },
  });
  return (await response.json()) as Card;
}
