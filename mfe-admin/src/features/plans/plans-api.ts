import { api, parseResponse } from 'api/client';
import type { Plan, PlanInput, PlanUpdateInput } from 'api/contract/plan-input';

export function createPlan(input: PlanInput): Promise<Plan> {
  return parseResponse(api.plans.$post({ json: input }));
}

export function updatePlan(id: number, input: PlanUpdateInput): Promise<Plan> {
  return parseResponse(api.plans[':id'].$put({ param: { id: String(id) }, json: input }));
}
