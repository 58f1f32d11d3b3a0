import { z } from 'zod';
import { rule } from './validation-rules';

// The waitlist's calls (docs/decisions/waitlist.md). The public calls carry the private token from the
// e-mailed link in the JSON body, never in a path, so it stays out of logs and browser history.

export const WAITLIST_STATUS_VALUES = [
  // Joined; the e-mailed link has not been opened yet, so the entry waits for nothing.
  'unconfirmed',
  'waiting',
  // A space is held for the entry until `offer_expires_at`.
  'offered',
  'bought',
  'expired',
  'left',
  'removed',
] as const;
export type WaitlistStatusValue = (typeof WAITLIST_STATUS_VALUES)[number];

/** Hours an offered space is held, unless WAITLIST_OFFER_HOURS says otherwise. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 48;

/** `POST /waitlist/status|confirm|leave|decline` */
export const waitlistTokenInputSchema = z.object(
  {
    token: z
      .string({ error: rule('token_required') })
      .trim()
      .min(1, rule('token_required'))
      .max(200, rule('token_required')),
  },
  { error: rule('body_not_object') },
);
export type WaitlistTokenInput = z.input<typeof waitlistTokenInputSchema>;

const language = z.enum(['en', 'es']);
const status = z.enum(WAITLIST_STATUS_VALUES);

/** What the private status link shows its owner. */
export const waitlistStatusSchema = z.object({
  status,
  /** 1-based place among confirmed waiting entries; null unless waiting. */
  position: z.number().int().positive().nullable(),
  /** Confirmed entries waiting in line, this one included. */
  waitingCount: z.number().int().nonnegative(),
  /** ISO instant the held space is released, while an offer is open. */
  offerExpiresAt: z.string().nullable(),
  offerHours: z.number().int().positive(),
  email: z.string(),
  firstName: z.string().nullable(),
  lang: language,
});
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

/** One row of the staff list. */
export const waitlistEntrySchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  plate: z.string().nullable(),
  lang: language,
  status,
  position: z.number().int().positive().nullable(),
  joinedAt: z.string(),
  confirmedAt: z.string().nullable(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** `GET /waitlist`: offered first, then waiting by position, then unconfirmed, then the last closed ones. */
export const waitlistListSchema = z.object({
  entries: z.array(waitlistEntrySchema),
  stats: z.object({
    waiting: z.number().int().nonnegative(),
    offered: z.number().int().nonnegative(),
    /** Mean days from joining to the offer, over offers made in the last 180 days; null when none. */
    averageWaitDays: z.number().nullable(),
    offerHours: z.number().int().positive(),
    /**
     * Online spaces free right now (not sold, held or offered): "Send next offer now" can work only
     * with one free and someone waiting.
     */
    spacesFree: z.number().int().nonnegative(),
  }),
});
export type WaitlistList = z.infer<typeof waitlistListSchema>;
