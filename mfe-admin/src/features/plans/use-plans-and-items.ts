import { isAbortError, readApiError } from 'api/client';
import type { Item } from 'api/contract/item';
import type { Plan } from 'api/contract/plan-input';
import { type MessageKey, translate } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback, useEffect, useState } from 'react';
import { fetchItems, fetchPlans } from './plans-api';

type ListState<T> = { rows: T[]; loading: boolean; failed: boolean };

const INITIAL = { rows: [], loading: true, failed: false };

/** Loads a list on mount and on every `version` change; failures toast and keep the last rows. */
function useList<T>(load: (signal: AbortSignal) => Promise<T[]>, errorFallback: MessageKey, version: number) {
  const [state, setState] = useState<ListState<T>>(INITIAL);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    load(controller.signal).then(
      (rows) => setState({ rows, loading: false, failed: false }),
      (error: unknown) => {
        // Unmounted or superseded by a newer reload: nobody is waiting for this answer.
        if (isAbortError(error) || controller.signal.aborted) return;
        notify.error(readApiError(error)?.text ?? translate(errorFallback));
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [load, errorFallback, version]);

  return [state, setState] as const;
}

export function usePlansAndItems() {
  const [version, setVersion] = useState(0);
  const [plans, setPlans] = useList<Plan>(fetchPlans, 'admin.plans.loadPlansError', version);
  const [items] = useList<Item>(fetchItems, 'admin.plans.loadItemsError', version);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** Shows a saved plan at once (the API answers with the stored plan), in id order like the API. */
  const upsertPlan = useCallback(
    (saved: Plan) =>
      setPlans((previous) => ({
        ...previous,
        rows: [...previous.rows.filter((plan) => plan.id !== saved.id), saved].sort((a, b) => a.id - b.id),
      })),
    [setPlans],
  );

  return { plans, items, reload, upsertPlan };
}
