import type { WaitlistEntry, WaitlistList } from 'api/contract/waitlist';

/** A lead (the glossary's word for a waitlist entry) as staff see it (`GET /waitlist`, `POST /waitlist/offer-next`). */
export type Lead = WaitlistEntry;
export type StaffWaitlist = WaitlistList;

/** Leads staff can still take off the list: the closed ones are history. */
export const isOpenLead = (entry: Lead): boolean =>
  entry.status === 'unconfirmed' || entry.status === 'waiting' || entry.status === 'offered';
