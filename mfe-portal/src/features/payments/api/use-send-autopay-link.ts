import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, watchingSignIn } from '../../../lib/portal-api';

/** `POST send-autopay-enable-link`: e-mails the link; nothing on screen changes, so nothing is invalidated. */
export function useSendAutopayLink(pass: Pass) {
  return useMutation({
    mutationFn: () =>
      watchingSignIn(parseResponse(api['payments-public']['send-autopay-enable-link'].$post({ json: pass }))),
  });
}
