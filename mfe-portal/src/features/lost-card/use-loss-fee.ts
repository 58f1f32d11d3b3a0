import { useQuery } from '@tanstack/react-query';
import { subscriptionQuery } from '../../lib/api/get-subscription';
import type { Pass } from '../../lib/portal-api';
import { lossFeeItemQuery } from './api/get-loss-fee-item';
import { passLookupQuery } from './api/get-pass-lookup';

export type LossFee = {
  allowed: boolean;
  feeCents: number | null;
  /** The access card's last 4 digits, masked on screen; null while unknown. */
  cardLast4: string | null;
};

/**
 * Whether the pass's loss can be paid and for how much: the fee page and its checkout read the same two
 * answers (the checkout shows them from the cache when the customer comes from the fee page).
 */
export function useLossFee(pass: Pass): { found: LossFee | null; error: unknown } {
  const lookup = useQuery(passLookupQuery(pass));
  const item = useQuery(lossFeeItemQuery());
  // Only names the card: the fee screen still works when this read fails.
  const card = useQuery(subscriptionQuery(pass));
  const error = lookup.error ?? item.error;
  if (error || !lookup.data || !item.data) return { found: null, error };
  return {
    found: {
      allowed: lookup.data.loss_payment_allowed,
      feeCents: item.data[0]?.price_cents ?? lookup.data.loss_fee?.amount_cents ?? null,
      cardLast4: card.data?.card.state === 'assigned' ? card.data.card.code_last4 : null,
    },
    error: null,
  };
}
