import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PlanUpdateInput } from 'api/contract/plan-input';
import { PLANS_KEY } from './get-plans';

/**
 * `PUT plans/{id}`. Settles once the plan lists have been read again: the list's pending price change
 * is the server's to compute, so it is read back rather than patched in from the answer.
 */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PlanUpdateInput }) =>
      parseResponse(api.plans[':id'].$put({ param: { id: String(id) }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
