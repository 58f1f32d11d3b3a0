import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { GarageDetails } from 'api/contract/garage-details';

export const GARAGE_DETAILS_KEY = ['admin', 'garage-details'] as const;

/** `GET garage-details`: what the landing page, the portal, e-mails and receipts show. */
export const garageDetailsQuery = () =>
  queryOptions({
    queryKey: GARAGE_DETAILS_KEY,
    queryFn: ({ signal }) => parseResponse(api['garage-details'].$get({}, { init: { signal } })),
  });

/** `PUT garage-details`: every field at once; answers the details as saved. */
export function saveGarageDetails(json: GarageDetails) {
  return parseResponse(api['garage-details'].$put({ json }));
}
