import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { watchingSignIn } from '../../../lib/portal-api';

/** `GET setup-result`: what the provider's hosted card set-up changed. */
export const setupResultQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['portal', 'setup-result', sessionId],
    queryFn: ({ signal }) =>
      watchingSignIn(
        parseResponse(
          api['payments-public']['setup-result'].$get(
            { query: { session_id: sessionId } },
            { init: { signal } },
          ),
        ),
      ),
  });
