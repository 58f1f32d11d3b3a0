import { isAbortError } from 'api/client';
import type { ProfileInvoice } from 'api/contract/admin-customers';
import { type RefObject, useEffect, useState } from 'react';
import { INVOICE_ROOT_MARGIN, type LoadQueue } from './invoice-queue';
import { fetchInvoices } from './profile-api';

export type InvoicesState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'loaded'; rows: ProfileInvoice[] }
  | { kind: 'failed'; error: unknown };

/**
 * A pass's invoices, fetched through the page's queue once its table is near the screen (or at once
 * when `prefetch`). `version` changes after an action that can add or change invoices (refund).
 */
export function useLazyInvoices(
  subscriptionId: number,
  target: RefObject<HTMLElement | null>,
  queue: LoadQueue,
  prefetch: boolean,
  version: number,
): InvoicesState {
  const [state, setState] = useState<InvoicesState>({ kind: 'waiting' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    let withdraw: (() => void) | null = null;
    let observer: IntersectionObserver | null = null;

    const load = () => {
      if (withdraw) return;
      observer?.disconnect();
      withdraw = queue.add(async () => {
        if (controller.signal.aborted) return;
        setState({ kind: 'loading' });
        try {
          const rows = await fetchInvoices(subscriptionId, controller.signal);
          setState({ kind: 'loaded', rows });
        } catch (error) {
          // Left the page (or reloaded the pass) meanwhile: nobody is waiting for this answer.
          if (isAbortError(error) || controller.signal.aborted) return;
          setState({ kind: 'failed', error });
        }
      });
    };

    const element = target.current;
    if (prefetch || !element || typeof IntersectionObserver === 'undefined') {
      load();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        { rootMargin: INVOICE_ROOT_MARGIN },
      );
      observer.observe(element);
    }
    return () => {
      controller.abort();
      withdraw?.();
      observer?.disconnect();
    };
  }, [subscriptionId, queue, prefetch, target, version]);

  return state;
}
