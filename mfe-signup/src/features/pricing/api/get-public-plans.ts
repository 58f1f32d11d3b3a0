import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PricedPlan } from '../plan-prices';
import { readCachedPlans, writeCachedPlans } from '../plans-cache';

function isPricedPlan(value: unknown): value is PricedPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Record<string, unknown>;
  return (
    typeof plan.id === 'number' &&
    typeof plan.price_cents === 'number' &&
    typeof plan.autopay === 'boolean' &&
    typeof plan.discount_percent === 'number'
  );
}

/** Public plans, from the 12-hour sessionStorage cache when fresh, else from GET /api/plans. */
export async function fetchPublicPlans(signal?: AbortSignal): Promise<PricedPlan[]> {
  const cached = readCachedPlans(isPricedPlan);
  if (cached) return cached;
  const plans = await parseResponse(api.plans.$get({ query: {} }, { init: { signal } }));
  const usable = plans.filter(isPricedPlan);
  writeCachedPlans(usable);
  return usable;
}

/** The page asks once; the 12-hour sessionStorage cache above decides whether that reaches the server. */
export const publicPlansQuery = () =>
  queryOptions({
    queryKey: ['signup', 'public-plans'],
    queryFn: ({ signal }) => fetchPublicPlans(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
