import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse, readApiError } from 'api/client';
import type { WaitlistStatusView } from '../waitlist-status';
import { waitlistStatusQuery } from './get-waitlist-status';

export type WaitlistAction = 'confirm' | 'leave' | 'decline';

function post(action: WaitlistAction, token: string): Promise<WaitlistStatusView> {
  const json = { json: { token } };
  switch (action) {
    case 'confirm':
      return parseResponse(api.waitlist.confirm.$post(json));
    case 'leave':
      return parseResponse(api.waitlist.leave.$post(json));
    case 'decline':
      return parseResponse(api.waitlist.decline.$post(json));
  }
}

// Refusals that mean the page showed an entry the server no longer has in that state.
const OUT_OF_DATE = new Set(['waitlist_entry_not_found', 'waitlist_offer_not_open']);

/**
 * `POST waitlist/{confirm|leave|decline}` for the entry a private link names. Settles once the entry has
 * been read again, after the answer or after a refusal saying the page was out of date; any other
 * failure (offline) leaves the entry on screen as it was. A declined offer frees a space, but the live
 * count belongs to the landing page, which reads it again when it opens.
 */
export function useAnswerWaitlist(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: waitlistStatusQuery(token).queryKey });
  return useMutation({
    mutationFn: (action: WaitlistAction) => post(action, token),
    onSuccess: refresh,
    onError: (error) => {
      const code = readApiError(error)?.code;
      if (code && OUT_OF_DATE.has(code)) return refresh();
    },
  });
}
