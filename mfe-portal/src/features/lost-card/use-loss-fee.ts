import { useQuery } from '@tanstack/react-query';
import type { Pass } from '../../lib/portal-api';
import { lossFeeItemQuery } from './api/get-loss-fee-item';
import { passLookupQuery } from './api/get-pass-lookup';

export type LossFee = { allowed: boolean; feeCents: number | null };

/**
 * Whether the pass's loss can be paid and for how much: the fee page and its checkout read the same two
 * answers (the checkout shows them from the cache when the customer comes from the fee page).
 */
export function useLossFee(pass: Pass): { found: LossFee | null; error: unknown } {
  const lookup = useQuery(passLookupQuery(pass));
  const item = useQuery(lossFeeItemQuery());
  const error = lookup.error ?? item.error;
  if (error || !lookup.data || !item.data) return { found: null, error };
  return {
    found: {
      allowed: lookup.data.loss_payment_allowed,
      feeCents: item.data[0]?.price_cents ?? lookup.data.loss_fee?.amount_cents ?? null,
    },
    error: null,
  };
}
