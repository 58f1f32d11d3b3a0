import { api, parseResponse } from 'api/client';
import type { ClientSearchResult } from 'api/contract/admin-customers';
import type { NeedsCardEntry } from 'api/contract/cards';

export function searchClients(q: string, signal?: AbortSignal): Promise<ClientSearchResult[]> {
  return parseResponse(api.clients.search.$get({ query: { q } }, { init: { signal } }));
}

/** Passes waiting for an access card (SPEC section 2 'Pending cars'). */
export function fetchPendingCars(signal?: AbortSignal): Promise<NeedsCardEntry[]> {
  return parseResponse(api.subscriptions['needs-card'].$get({}, { init: { signal } }));
}
