import { isAbortError } from 'api/client';
import {
  PAYMENTS_PAGE_SIZE,
  type PaymentStatusFilter,
  type PaymentsListResponse,
} from 'api/contract/payments';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback, useEffect, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { fetchPayments } from './payments-api';

export type PaymentFilters = { status: PaymentStatusFilter; from: string; to: string };
type PaymentsState = { response: PaymentsListResponse | null; loading: boolean; failed: boolean };

/** One server page of payments for the filters; a failure toasts and keeps the last page shown. */
export function usePayments(filters: PaymentFilters, search: string, page: number, enabled: boolean) {
  const t = useT();
  const [state, setState] = useState<PaymentsState>({ response: null, loading: true, failed: false });
  const [version, setVersion] = useState(0);
  const { status, from, to } = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the retry trigger; `t` only words the toast
  useEffect(() => {
    if (!enabled) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchPayments(
      {
        status,
        from: from || undefined,
        to: to || undefined,
        q: search || undefined,
        limit: PAYMENTS_PAGE_SIZE,
        offset: (page - 1) * PAYMENTS_PAGE_SIZE,
      },
      controller.signal,
    ).then(
      (response) => setState({ response, loading: false, failed: false }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        notify.error(adminErrorText(error, t, 'admin.payments.loadError'));
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [status, from, to, search, page, enabled, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, retry };
}
