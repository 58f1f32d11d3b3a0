import { api, parseResponse } from 'api/client';
import type { StaffWaitlistEntry } from './waitlist-types';

/** `POST waitlist/offer-next`: offers a free space to the first confirmed person now. */
export function offerNext(): Promise<StaffWaitlistEntry> {
  return parseResponse(api.waitlist['offer-next'].$post());
}

/** `DELETE waitlist/{id}` (204): takes an open entry off the list; the client throws on a refusal. */
export async function removeWaitlistEntry(id: number): Promise<void> {
  await api.waitlist[':id'].$delete({ param: { id: String(id) } });
}
