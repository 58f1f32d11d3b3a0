import { useQuery } from '@tanstack/react-query';
import type { Item } from 'api/contract/item';
import type { Plan } from 'api/contract/plan-input';
import { type MessageKey, translate } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { itemsQuery } from './api/get-items';
import { plansQuery } from './api/get-plans';

const NO_PLANS: Plan[] = [];
const NO_ITEMS: Item[] = [];

/** A list that cannot be read toasts, in the staff member's language, and keeps its rows. */
const toastLoadError = (fallback: MessageKey) => (error: unknown) =>
  notify.error(adminErrorText(error, translate, fallback));

export function usePlansAndItems() {
  const plans = useQuery({
    ...plansQuery(),
    meta: { onError: toastLoadError('admin.plans.loadPlansError') },
  });
  const items = useQuery({
    ...itemsQuery(),
    meta: { onError: toastLoadError('admin.plans.loadItemsError') },
  });
  const planRows = useLastAnswer(plans.data) ?? NO_PLANS;
  const itemRows = useLastAnswer(items.data) ?? NO_ITEMS;
  const { refetch: refetchPlans } = plans;
  const { refetch: refetchItems } = items;

  const reload = useCallback(() => {
    void refetchPlans();
    void refetchItems();
  }, [refetchPlans, refetchItems]);

  return {
    plans: { rows: planRows, loading: plans.isFetching, failed: plans.isError },
    items: { rows: itemRows, loading: items.isFetching, failed: items.isError },
    reload,
  };
}
