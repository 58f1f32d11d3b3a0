import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET renew`: the amount and period a renewal would have now (or why it cannot); starts nothing. */
export const renewalQuoteQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'renewal-quote'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].renew.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
