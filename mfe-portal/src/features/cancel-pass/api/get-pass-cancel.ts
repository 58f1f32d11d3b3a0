import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
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
