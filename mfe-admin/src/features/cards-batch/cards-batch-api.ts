import { api, parseResponse } from 'api/client';
import type { BulkCardsResponse } from 'api/contract/cards';
import type { LocationInventory } from 'api/contract/online-sales-spaces-input';

export function saveOnlineSalesSpaces(locationId: number, spaces: number): Promise<LocationInventory> {
  return parseResponse(
    api.locations[':id']['online-sales-spaces'].$post({
      param: { id: String(locationId) },
      json: { online_sales_spaces: spaces },
    }),
  );
}

export function saveCards(locationId: number, cards: string[]): Promise<BulkCardsResponse> {
  return parseResponse(api.cards.bulk.$post({ json: { location_id: locationId, cards } }));
}
