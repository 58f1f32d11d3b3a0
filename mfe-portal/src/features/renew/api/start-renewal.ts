import { api, parseResponse } from 'api/client';
import type { Language } from 'design-system/i18n/language';
import { type Pass, type RenewStart, watchingSignIn } from '../../../lib/portal-api';

/** `POST renew`: creates the renewal's payment intent. Only ever on the customer's tap on Pay. */
export function startRenewal(pass: Pass, language: Language): Promise<RenewStart> {
  return watchingSignIn(parseResponse(api['payments-public'].renew.$post({ json: { ...pass, language } })));
}
