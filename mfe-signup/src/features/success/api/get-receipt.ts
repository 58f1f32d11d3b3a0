import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse, readApiError } from 'api/client';
import type { PassReceipt } from 'api/contract/billing-response';

export interface ReceiptQuery {
  paymentIntent: string | null;
  setupIntent: string | null;
}

/** GET /billing/receipt; null while the payment has not been applied yet (404). */
export async function fetchReceipt(query: ReceiptQuery, signal: AbortSignal): Promise<PassReceipt | null> {
  try {
    return await parseResponse(
      api.billing.receipt.$get(
        {
          query: {
            ...(query.paymentIntent ? { payment_intent: query.paymentIntent } : {}),
            ...(query.setupIntent ? { setup_intent: query.setupIntent } : {}),
          },
        },
        { init: { signal } },
      ),
    );
  } catch (error) {
    if (readApiError(error)?.code === 'not_found') return null;
    throw error;
  }
}

/** One receipt check; polling it is the caller's (use-receipt-polling.ts). */
export const receiptQuery = (query: ReceiptQuery) =>
  queryOptions({
    queryKey: ['signup', 'receipt', query.paymentIntent, query.setupIntent],
    queryFn: ({ signal }) => fetchReceipt(query, signal),
  });
