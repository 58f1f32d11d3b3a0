import { api, parseResponse } from 'api/client';
import type { Card } from 'api/contract/cards';

export function fetchCards(q: string, signal?: AbortSignal): Promise<Card[]> {
  const query = q === '' ? { status: 'all' as const } : { status: 'all' as const, q };
  return parseResponse(api.cards.$get({ query }, { init: { signal } }));
}

export function markCardFound(id: number): Promise<Card> {
  return parseResponse(api.cards[':id'].found.$post({ param: { id: String(id) } }));
}
