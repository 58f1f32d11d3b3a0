import { api, parseResponse } from 'api/client';
import type { SavedCardFeeResponse } from 'api/contract/portal';
import type { Language } from 'design-system/i18n/language';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST lost-card/saved-card`: charges the saved card the fee the screen shows (`amountCents`); the
 * server refuses another amount. Only ever on the customer's tap.
 */
export function payWithSavedCard(
  pass: Pass,
  language: Language,
  amountCents: number,
): Promise<SavedCardFeeResponse> {
  return watchingSignIn(
    parseResponse(
      api['payments-public']['lost-card']['saved-card'].$post({
        json: { ...pass, language, amount_cents: amountCents },
      }),
    ),
  );
}
