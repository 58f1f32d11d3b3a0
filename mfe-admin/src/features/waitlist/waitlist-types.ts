import type { WaitlistEntry, WaitlistList } from 'api/contract/waitlist';

/** One waitlist entry as staff see it (`GET /waitlist`, `POST /waitlist/offer-next`). */
export type StaffWaitlistEntry = WaitlistEntry;
export type StaffWaitlist = WaitlistList;

/** Entries staff can still take off the list: the closed ones are history. */
export const isOpenEntry = (entry: StaffWaitlistEntry): boolean =>
  entry.status === 'unconfirmed' || entry.status === 'waiting' || entry.status === 'offered';
