import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET lost-card` (signed in): the fee the server charges now and the saved card it may be paid with. */
export const lostCardQuoteQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'lost-card-quote'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public']['lost-card'].$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
