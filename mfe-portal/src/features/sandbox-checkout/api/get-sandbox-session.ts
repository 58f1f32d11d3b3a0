import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET sandbox/sessions/:id`: the offline sandbox's hosted set-up session (its client secret, its URLs). */
export const sandboxSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['portal', 'sandbox-session', id],
    queryFn: ({ signal }) =>
      parseResponse(api.sandbox.sessions[':id'].$get({ param: { id } }, { init: { signal } })),
  });
