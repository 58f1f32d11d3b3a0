import { isAbortError } from 'api/client';
import { useEffect, useState } from 'react';
import { fetchPublicPlans } from './fetch-public-plans';
import { type LandingPrices, pickLandingPlans } from './plan-prices';

export type PublicPlansState =
  | { status: 'loading' }
  | { status: 'ready'; prices: LandingPrices }
  /** SPEC section 8: a failed plans load is silent; the page just goes without prices. */
  | { status: 'failed' };

export function usePublicPlans(): PublicPlansState {
  const [state, setState] = useState<PublicPlansState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPublicPlans(controller.signal).then(
      (plans) => setState({ status: 'ready', prices: pickLandingPlans(plans) }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
