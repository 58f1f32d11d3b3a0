import { useQuery } from '@tanstack/react-query';
import type { ProfileInvoice } from 'api/contract/admin-customers';
import { type RefObject, useEffect, useState } from 'react';
import { passInvoicesQuery } from './api/get-pass-invoices';
import { INVOICE_ROOT_MARGIN, type LoadQueue } from './invoice-queue';

export type InvoicesState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'loaded'; rows: ProfileInvoice[] }
  | { kind: 'failed'; error: unknown };

/**
 * A pass's invoices, asked through the page's queue once its table is near the screen (or at once
 * when `prefetch`); read again when the customer's reads are invalidated (an action such as a refund).
 */
export function useLazyInvoices(
  customerId: number,
  subscriptionId: number,
  target: RefObject<HTMLElement | null>,
  queue: LoadQueue,
  prefetch: boolean,
): InvoicesState {
  const [near, setNear] = useState(false);
  const wanted = prefetch || near;

  // Only watches for the table coming near: the request itself is the query's.
  useEffect(() => {
    const element = target.current;
    if (wanted) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: INVOICE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, wanted]);

  const invoices = useQuery({ ...passInvoicesQuery(customerId, subscriptionId, queue), enabled: wanted });
  if (invoices.isError) return { kind: 'failed', error: invoices.error };
  if (invoices.data) return { kind: 'loaded', rows: invoices.data };
  return wanted ? { kind: 'loading' } : { kind: 'waiting' };
}
