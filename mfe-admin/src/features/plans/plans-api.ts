import { api, parseResponse } from 'api/client';
import type { Item } from 'api/contract/item';
import type { Plan, PlanInput, PlanUpdateInput } from 'api/contract/plan-input';

/** Every plan, hidden ones included: this page is for plan managers (capability `admin`). */
export function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  return parseResponse(api.plans.$get({ query: { scope: 'all' } }, { init: { signal } }));
}

export function fetchItems(signal?: AbortSignal): Promise<Item[]> {
  return parseResponse(api.items.$get({ query: {} }, { init: { signal } }));
}

export function createPlan(input: PlanInput): Promise<Plan> {
  return parseResponse(api.plans.$post({ json: input }));
}

export function updatePlan(id: number, input: PlanUpdateInput): Promise<Plan> {
  return parseResponse(api.plans[':id'].$put({ param: { id: String(id) }, json: input }));
}
