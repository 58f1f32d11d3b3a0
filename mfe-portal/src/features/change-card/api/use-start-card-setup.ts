import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';

/** `POST card/setup`: the provider's setup intent for the new card; nothing is saved yet, so nothing is invalidated. */
export function useStartCardSetup(pass: Pass) {
  return useMutation({
    mutationFn: () => watchingSignIn(parseResponse(api['payments-public'].card.setup.$post({ json: pass }))),
  });
}
