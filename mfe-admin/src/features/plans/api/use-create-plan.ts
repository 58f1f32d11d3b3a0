import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PlanInput } from 'api/contract/plan-input';
import { PLANS_KEY } from './get-plans';

/** `POST plans`. Settles once the plan lists have been read again, so they show the new plan when the dialog closes. */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanInput) => parseResponse(api.plans.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
