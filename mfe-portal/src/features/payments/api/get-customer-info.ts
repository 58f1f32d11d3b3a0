import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET customer-info`: the holder's name and the vehicle, for the dashboard. */
export const customerInfoQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'customer-info'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public']['customer-info'].$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
