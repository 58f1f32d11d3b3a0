import { queryOptions } from '@tanstack/react-query';
import { api, apiBaseUrl, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET receipts` (signed in): every payment of the pass, newest first, and its next automatic charge. */
export const passReceiptsQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'receipts'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].receipts.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });

/**
 * `GET receipts/{id}/pdf`: where a receipt's PDF downloads from, in the portal's language. A plain link
 * (the browser saves the file and sends the session cookie), so it is written out rather than fetched.
 */
export function receiptPdfUrl(pass: Pass, id: number, lang: 'en' | 'es'): string {
  const query = new URLSearchParams({ email: pass.email, plate: pass.plate, lang });
  return `${apiBaseUrl()}/payments-public/receipts/${id}/pdf?${query}`;
}
