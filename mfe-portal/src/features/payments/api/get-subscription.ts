import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../../../lib/portal-api';

/** `GET subscription`: the dashboard's pass, autopay, card and last invoices. */
export const subscriptionQuery = (pass: Pass) =>
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
