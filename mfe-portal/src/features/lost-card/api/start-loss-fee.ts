import { api, parseResponse } from 'api/client';
import type { Language } from 'design-system/i18n/language';
import { type Pass, type StartedPayment, watchingSignIn } from '../../../lib/portal-api';

/** `POST lost-card`: creates the loss fee's payment intent. Only ever on the customer's tap on Pay. */
export function startLossFee(pass: Pass, language: Language): Promise<StartedPayment> {
  return watchingSignIn(
    parseResponse(api['payments-public']['lost-card'].$post({ json: { ...pass, language } })),
  );
}
