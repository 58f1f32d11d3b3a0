import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { CancelReason } from 'api/contract/pass-cancel';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET cancel` (signed in): what cancelling means for the pass now, and any cancel waiting. */
export const passCancelQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'cancel'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].cancel.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });

/** `POST cancel`: ends the pass after its last paid day. */
export function cancelPass(pass: Pass, reason: CancelReason, reasonText: string) {
  return watchingSignIn(
    parseResponse(
      api['payments-public'].cancel.$post({
        json: {
          email: pass.email,
          plate: pass.plate,
          reason,
          ...(reason === 'other' ? { reason_text: reasonText } : {}),
        },
      }),
    ),
  );
}

/** `POST cancel/undo`: keeps the pass. */
export function undoCancel(pass: Pass) {
  return watchingSignIn(
    parseResponse(
      api['payments-public'].cancel.undo.$post({ json: { email: pass.email, plate: pass.plate } }),
    ),
  );
}
