import { api, parseResponse } from 'api/client';
import type { WaitlistStatusView } from './waitlist-status';

export type WaitlistAction = 'confirm' | 'leave' | 'decline';

/** POST /waitlist/{confirm|leave|decline}; answers the entry's new status, throws the client's ApiError. */
export function runWaitlistAction(action: WaitlistAction, token: string): Promise<WaitlistStatusView> {
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
