import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

export const GARAGE_DETAILS_KEY = ['admin', 'garage-details'] as const;

/** `GET garage-details`: what the landing page, the portal, e-mails and receipts show. */
export const garageDetailsQuery = () =>
  queryOptions({
    queryKey: GARAGE_DETAILS_KEY,
    queryFn: ({ signal }) => parseResponse(api['garage-details'].$get({}, { init: { signal } })),
  });
