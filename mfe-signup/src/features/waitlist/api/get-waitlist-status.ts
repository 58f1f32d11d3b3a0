import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse, readApiError } from 'api/client';
import type { WaitlistStatusView } from '../waitlist-status';

/**
 * POST /waitlist/status: the entry a private link names. A POST, so the token stays out of server logs
 * and caches; null when no entry has that token (404), so the page can say what to do.
 */
export async function fetchWaitlistStatus(
  token: string,
  signal: AbortSignal,
): Promise<WaitlistStatusView | null> {
  try {
    return await parseResponse(api.waitlist.status.$post({ json: { token } }, { init: { signal } }));
  } catch (error) {
    if (readApiError(error)?.code === 'waitlist_entry_not_found') return null;
    throw error;
  }
}

export const waitlistStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['signup', 'waitlist', 'status', token],
    queryFn: ({ signal }) => fetchWaitlistStatus(token, signal),
  });
