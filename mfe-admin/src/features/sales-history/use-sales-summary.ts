import { isAbortError } from 'api/client';
import type { SalesSummaryRow, SaleTypeFilter, SummaryGroup } from 'api/contract/sales';
import { useCallback, useEffect, useState } from 'react';
import { fetchSalesSummary } from './sales-api';
import { isValidRange } from './sales-filters';

type SummaryFilters = { type: SaleTypeFilter; from: string; to: string; group: SummaryGroup };
type SummaryState = { rows: SalesSummaryRow[]; loading: boolean; failed: boolean };

/** The chart's points for the filters; like the list, failures are logged and offered a retry (SPEC 8). */
export function useSalesSummary({ type, from, to, group }: SummaryFilters) {
  const [state, setState] = useState<SummaryState>({ rows: [], loading: true, failed: false });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the retry trigger
  useEffect(() => {
    if (!isValidRange({ from, to })) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchSalesSummary({ type, from, to, group }, controller.signal).then(
      (rows) => setState({ rows, loading: false, failed: false }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        console.error('Sales summary could not be loaded', error);
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [type, from, to, group, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, retry };
}
