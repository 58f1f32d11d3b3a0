import { useQuery } from '@tanstack/react-query';
import type { SavedCardSummary } from 'api/contract/portal';
import { passOverviewQuery } from '../../lib/api/get-pass-overview';
import type { Pass } from '../../lib/portal-api';
import { lossFeeItemQuery } from './api/get-loss-fee-item';
import { lostCardQuoteQuery } from './api/get-lost-card-quote';
import { passLookupQuery } from './api/get-pass-lookup';

export type LossFee = {
  allowed: boolean;
  feeCents: number | null;
  /** The access card's last 4 digits, masked on screen; null while unknown. */
  cardLast4: string | null;
  /** The card saved on the pass that can pay the fee; null when none (or while unknown). */
  savedCard: SavedCardSummary | null;
};

/**
 * Whether the pass's loss can be paid and for how much: the fee page and its checkout read the same
 * answers (the checkout shows them from the cache when the customer comes from the fee page). The
 * fee screen's own read, when it answers, gives the amount the server charges and the saved card.
 */
export function useLossFee(pass: Pass): { found: LossFee | null; error: unknown } {
  const lookup = useQuery(passLookupQuery(pass));
  const item = useQuery(lossFeeItemQuery());
  // Only names the card: the fee screen still works when this read fails.
  const card = useQuery(passOverviewQuery(pass));
  // Only offers the saved card: without it the card form still pays the fee.
  const quote = useQuery(lostCardQuoteQuery(pass));
  const error = lookup.error ?? item.error;
  if (error || !lookup.data || !item.data) return { found: null, error };
  // Wait for the quote (or its failure) so the main action does not change under the customer's finger.
  if (quote.isPending) return { found: null, error: null };
  return {
    found: {
      allowed: lookup.data.loss_payment_allowed,
      feeCents:
        quote.data?.amount_cents ?? item.data[0]?.price_cents ?? lookup.data.loss_fee?.amount_cents ?? null,
      cardLast4: card.data?.card.state === 'assigned' ? card.data.card.code_last4 : null,
      savedCard: quote.data?.saved_card ?? null,
    },
    error: null,
  };
}
