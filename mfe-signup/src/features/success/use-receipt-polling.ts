import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import type { PassReceipt } from 'api/contract/billing-response';
import { type ReceiptQuery, receiptQuery } from './api/get-receipt';

/** SPEC sections 2 and 9: up to 5 tries, 1.5 s apart. */
export const RECEIPT_TRIES = 5;
export const RECEIPT_INTERVAL_MS = 1500;

export type ReceiptState =
  | { status: 'polling'; attempt: number }
  | { status: 'found'; receipt: PassReceipt }
  /** The payment went through but the pass was not ready in time: the e-mail receipt follows. */
  | { status: 'missing' }
  /** The server will not issue this pass (409, e.g. refunded because the last space went). */
  | { status: 'refused'; message: string };

const refusal = (error: unknown) => {
  const failure = readApiError(error);
  return failure?.code === 'checkout_refunded' ? (failure.text ?? '') : null;
};

/**
 * The pass is written when the provider's "payment succeeded" event is applied, which may come a
 * moment after the browser lands here; so the receipt is asked for a few times before giving up.
 * A failed request counts as a try, like a 404.
 */
export function useReceiptPolling(query: ReceiptQuery | null): ReceiptState {
  const asking = Boolean(query?.paymentIntent || query?.setupIntent);
  const options = receiptQuery(query ?? { paymentIntent: null, setupIntent: null });
  const queryClient = useQueryClient();
  const receipt = useQuery({
    ...options,
    enabled: asking,
    refetchInterval: ({ state }) => {
      const tries = state.dataUpdateCount + state.errorUpdateCount;
      const settled = state.data || (state.error && refusal(state.error) !== null);
      return settled || tries >= RECEIPT_TRIES ? false : RECEIPT_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
    // A 404 answers null again and again: each one still counts as a try, so every answer re-renders.
    notifyOnChangeProps: 'all',
    meta: {
      onError: (error) => {
        if (refusal(error) === null) console.warn('[signup] receipt check failed', error);
      },
    },
  });
  // Every answered check, a 404 (null) or a failure alike; this render follows each of them.
  const state = queryClient.getQueryState(options.queryKey);
  const tries = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);

  if (!asking) return { status: 'polling', attempt: 0 };
  if (receipt.data) return { status: 'found', receipt: receipt.data };
  const refused = receipt.isError ? refusal(receipt.error) : null;
  if (refused !== null) return { status: 'refused', message: refused };
  if (tries >= RECEIPT_TRIES) return { status: 'missing' };
  return { status: 'polling', attempt: Math.min(tries + 1, RECEIPT_TRIES) };
}
