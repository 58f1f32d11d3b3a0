import { api, parseResponse } from 'api/client';
import type { BulkCardsResponse } from 'api/contract/cards';
import type { LocationSettings } from 'api/contract/online-sales-spaces-input';

export function saveOnlineSalesSpaces(locationId: number, spaces: number): Promise<LocationSettings> {
  return parseResponse(
    api.locations[':id']['online-sales-spaces'].$post({
      param: { id: String(locationId) },
      json: { online_sales_spaces: spaces },
    }),
  );
}

/** The refund above which a second person approves (docs/decisions/two-person-refunds.md). */
export function saveRefundApprovalCents(locationId: number, cents: number): Promise<LocationSettings> {
  return parseResponse(
    api.locations[':id']['online-sales-spaces'].$post({
      param: { id: String(locationId) },
      json: { refund_approval_cents: cents },
    }),
  );
}

export function saveCards(locationId: number, cards: string[]): Promise<BulkCardsResponse> {
  return parseResponse(api.cards.bulk.$post({ json: { location_id: locationId, cards } }));
}
