import { useQuery } from '@tanstack/react-query';
import { publicPlansQuery } from './api/get-public-plans';
import { type LandingPrices, pickLandingPlans } from './plan-prices';

export type PublicPlansState =
  | { status: 'loading' }
  | { status: 'ready'; prices: LandingPrices }
  /** SPEC section 8: a failed plans load is silent; the page just goes without prices. */
  | { status: 'failed' };

export function usePublicPlans(): PublicPlansState {
  const plans = useQuery({ ...publicPlansQuery(), select: pickLandingPlans });
  if (plans.isError) return { status: 'failed' };
  return plans.data ? { status: 'ready', prices: plans.data } : { status: 'loading' };
}
