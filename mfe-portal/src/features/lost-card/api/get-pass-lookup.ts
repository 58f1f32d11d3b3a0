import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET lookup`: whether the pass has a card whose loss can be paid, and the fee the server charges. */
export const passLookupQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'lookup'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].lookup.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
