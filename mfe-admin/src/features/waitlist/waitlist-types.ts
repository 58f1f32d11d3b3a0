/** One waitlist entry as staff see it (`GET /waitlist`, `POST /waitlist/offer-next`). */
export interface StaffWaitlistEntry {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  plate: string | null;
  lang: 'en' | 'es';
  status: 'unconfirmed' | 'waiting' | 'offered' | 'bought' | 'expired' | 'left' | 'removed';
  position: number | null;
  joinedAt: string;
  confirmedAt: string | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  closedAt: string | null;
}

export interface StaffWaitlist {
  entries: StaffWaitlistEntry[];
  stats: { waiting: number; offered: number; averageWaitDays: number | null; offerHours: number };
}

/** Entries staff can still take off the list: the closed ones are history. */
export const isOpenEntry = (entry: StaffWaitlistEntry): boolean =>
  entry.status === 'unconfirmed' || entry.status === 'waiting' || entry.status === 'offered';
