import { readApiError } from 'api/client';
import type { Item } from 'api/contract/item';
import type { Plan } from 'api/contract/plan-input';
import { type MessageKey, translate } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback } from 'react';
import { useServerPage } from '../../lib/use-server-page';
import { fetchItems, fetchPlans } from './plans-api';

const NO_PLANS: Plan[] = [];
const NO_ITEMS: Item[] = [];

/** A list that cannot be read toasts, with the server's message when there is one, and keeps its rows. */
const toastLoadError = (fallback: MessageKey) => (error: unknown) =>
  notify.error(readApiError(error)?.text ?? translate(fallback));
const plansError = toastLoadError('admin.plans.loadPlansError');
const itemsError = toastLoadError('admin.plans.loadItemsError');

export function usePlansAndItems() {
  const plans = useServerPage({}, (_all, signal) => fetchPlans(signal), plansError);
  const items = useServerPage({}, (_all, signal) => fetchItems(signal), itemsError);
  const { retry: retryPlans, update: updatePlans } = plans;
  const { retry: retryItems } = items;

  const reload = useCallback(() => {
    retryPlans();
    retryItems();
  }, [retryPlans, retryItems]);

  /** Shows a saved plan at once (the API answers with the stored plan), in id order like the API. */
  const upsertPlan = useCallback(
    (saved: Plan) =>
      updatePlans((shown) =>
        [...shown.filter((plan) => plan.id !== saved.id), saved].sort((a, b) => a.id - b.id),
      ),
    [updatePlans],
  );

  return {
    plans: { rows: plans.response ?? NO_PLANS, loading: plans.loading, failed: plans.failed },
    items: { rows: items.response ?? NO_ITEMS, loading: items.loading, failed: items.failed },
    reload,
    upsertPlan,
  };
}
