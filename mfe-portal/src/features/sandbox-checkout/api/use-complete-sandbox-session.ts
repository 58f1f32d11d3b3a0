import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { watchingSignIn } from '../../../lib/portal-api';

/**
 * `POST sandbox/sessions/{id}/complete`: the offline sandbox's hosted checkout finishes and answers
 * where to go back to. Nothing is invalidated: the browser leaves this page.
 */
export function useCompleteSandboxSession() {
  return useMutation({
    mutationFn: (sessionId: string) =>
      watchingSignIn(parseResponse(api.sandbox.sessions[':id'].complete.$post({ param: { id: sessionId } }))),
  });
}
