import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/**
 * `GET subscription`, read for the access card's last digits (signed in only): the fee screen names the
 * card it replaces. Same key as the dashboard's read, so coming from there costs no request.
 */
export const passCardQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'subscription'],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public'].subscription.$get(
            { query: { email: pass.email, plate: pass.plate } },
            { init: { signal } },
          ),
        ),
      ),
  });
