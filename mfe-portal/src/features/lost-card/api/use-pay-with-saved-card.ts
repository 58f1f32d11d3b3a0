import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { SavedCardFeeResponse } from 'api/contract/portal';
import type { Language } from 'design-system/i18n/language';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';
import { lostCardQuoteQuery } from './get-lost-card-quote';

/**
 * `POST lost-card/saved-card`: charges the saved card the fee the screen shows (the amount sent); the
 * server refuses another amount (`loss_fee_changed`). Only ever on the customer's tap. A refusal reads
 * the fee again, so the button shows (and sends) the current amount; a payment is applied when the
 * provider reports it, which the page waits for itself.
 */
export function usePayWithSavedCard(pass: Pass, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number): Promise<SavedCardFeeResponse> =>
      watchingSignIn(
        parseResponse(
          api['payments-public']['lost-card']['saved-card'].$post({
            json: { ...pass, language, amount_cents: amountCents },
          }),
        ),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: lostCardQuoteQuery(pass).queryKey }),
  });
}
