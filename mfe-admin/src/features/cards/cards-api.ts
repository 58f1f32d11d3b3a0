import { api, parseResponse } from 'api/client';
import type { Card } from 'api/contract/cards';

export function markCardFound(id: number): Promise<Card> {
  return parseResponse(api.cards[':id'].found.$post({ param: { id: String(id) } }));
}
