import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { type Pass, passQueryKey, watchingSignIn } from '../portal-api';

/**
 * `GET subscription`: the dashboard's pass, autopay, card and last invoices. Two features read it (the
 * dashboard, and the lost-card fee screen for the card's last digits), so it lives here, one key and
 * one shape: coming from the dashboard to the fee screen costs no request.
 */
export const passOverviewQuery = (pass: Pass) =>
  queryOptions({
    queryKey: [...passQueryKey(pass), 'overview'],
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
