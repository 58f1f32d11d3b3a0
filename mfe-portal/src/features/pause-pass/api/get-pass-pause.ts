import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET pause` (signed in): the pause running, or the ones that may be asked now. */
export const passPauseQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'pause'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].pause.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
