import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST portal`: the provider's page where the customer saves a card for autopay, with the consent
 * they agreed to. It invalidates nothing: the browser leaves for that page, and the pass changes only
 * once the provider reports the card saved.
 */
export function useStartCardSetupPage(pass: Pass) {
  return useMutation({
    mutationFn: (setup: { language: 'en' | 'es'; consent_text?: string }) =>
      watchingSignIn(parseResponse(api['payments-public'].portal.$post({ json: { ...pass, ...setup } }))),
  });
}
