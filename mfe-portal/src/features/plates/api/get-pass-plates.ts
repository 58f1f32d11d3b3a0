import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET plates` (signed in): every plate of the pass and how many changes the owner has left. */
export const passPlatesQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'plates'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].plates.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
