import { isAbortError } from 'api/client';
import { SALES_PAGE_SIZE, type SalesListResponse } from 'api/contract/sales';
import { useCallback, useEffect, useState } from 'react';
import { fetchSales } from './sales-api';
import type { SalesFilters } from './sales-filters';

type SalesState = { response: SalesListResponse | null; loading: boolean; failed: boolean };

/**
 * One page of the filtered sales. SPEC section 8: sales fetch errors are only logged; the page keeps the
 * last answer and offers a retry instead of a toast.
 */
export function useSales(filters: SalesFilters, search: string, page: number, enabled: boolean) {
  const [state, setState] = useState<SalesState>({ response: null, loading: true, failed: false });
  const [version, setVersion] = useState(0);
  const { type, from, to } = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the retry trigger
  useEffect(() => {
    if (!enabled) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchSales(
      {
        type,
        from,
        to,
        q: search || undefined,
        limit: SALES_PAGE_SIZE,
        offset: (page - 1) * SALES_PAGE_SIZE,
      },
      controller.signal,
    ).then(
      (response) => setState({ response, loading: false, failed: false }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        console.error('Sales could not be loaded', error);
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [type, from, to, search, page, enabled, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, retry };
}
