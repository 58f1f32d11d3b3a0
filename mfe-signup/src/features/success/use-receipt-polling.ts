import { readApiError } from 'api/client';
import type { PassReceipt } from 'api/contract/billing-response';
import { useEffect, useState } from 'react';
import { fetchReceipt, type ReceiptQuery } from './fetch-receipt';

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

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The pass is written when the provider's "payment succeeded" event is applied, which may come a
 * moment after the browser lands here; so the receipt is asked for a few times before giving up.
 * A failed request counts as a try, like a 404.
 */
export function useReceiptPolling(query: ReceiptQuery | null): ReceiptState {
  const [state, setState] = useState<ReceiptState>({ status: 'polling', attempt: 0 });
  const paymentIntent = query?.paymentIntent ?? null;
  const setupIntent = query?.setupIntent ?? null;

  useEffect(() => {
    if (!paymentIntent && !setupIntent) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      for (let attempt = 1; attempt <= RECEIPT_TRIES; attempt++) {
        if (signal.aborted) return;
        setState({ status: 'polling', attempt });
        try {
          const receipt = await fetchReceipt({ paymentIntent, setupIntent }, signal);
          if (signal.aborted) return;
          if (receipt) {
            setState({ status: 'found', receipt });
            return;
          }
        } catch (error) {
          if (signal.aborted) return;
          const failure = readApiError(error);
          if (failure?.code === 'checkout_refunded') {
            setState({ status: 'refused', message: failure.text ?? '' });
            return;
          }
          console.warn('[signup] receipt check failed', error);
        }
        if (attempt < RECEIPT_TRIES) await wait(RECEIPT_INTERVAL_MS, signal);
      }
      if (!signal.aborted) setState({ status: 'missing' });
    })();
    return () => controller.abort();
  }, [paymentIntent, setupIntent]);

  return state;
}
