import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { rule } from './validation-rules';

// Pause (docs/decisions/pass-pause.md): the owner of an autopay pass pauses it for whole months from
// the end of the paid period; no charge and no entry meanwhile, billed again on the pause's last day.
// Browser-safe: the portal runs these schemas.

/** The months a pause may last, at most: staff choose 1 or 2 (`pause_max_months`). */
export const PAUSE_MONTHS = [1, 2] as const;
/** The furthest apart staff may set two pauses (`pause_every_months`, 1 to this). */
export const PAUSE_EVERY_MONTHS_MAX = 24;

/** The rule staff set for the garage (`GET`/`PUT /pause-rules`, capability admin_panel). */
export const pauseRulesSchema = z.object(
  {
    max_months: z.union([z.literal(1), z.literal(2)], { error: rule('pause_max_months') }),
    every_months: z
      .int({ error: rule('pause_every_months') })
      .min(1, rule('pause_every_months'))
      .max(PAUSE_EVERY_MONTHS_MAX, rule('pause_every_months')),
    keeps_space: z.boolean({ error: rule('pause_keeps_space') }),
  },
  { error: rule('body_not_object') },
);
export type PauseRules = z.infer<typeof pauseRulesSchema>;

const passKey = { email: emailAddressSchema, plate: plateSchema };

/** `GET /payments-public/pause?email&plate` */
export const passPauseQuerySchema = z.object(passKey);

/** `POST /payments-public/pause` */
export const passPauseInputSchema = z.object({
  ...passKey,
  months: z.union([z.literal(1), z.literal(2)], { error: rule('pause_months') }),
});

export type PauseOption = {
  months: number;
  /** The first day the gate denies and nothing is paid for: the day after the paid period. */
  first_day: CalendarDate;
  /** The last paused day; the provider charges that day for the period from the day after. */
  last_day: CalendarDate;
  /** The first day the pass works again. */
  resume_day: CalendarDate;
  /** What the provider charges on `last_day`, the discount included while discounted months remain. */
  resume_amount_cents: number;
};

export type PassPauseState = {
  /** The pause waiting or running; null when none. */
  current: {
    months: number;
    first_day: CalendarDate;
    last_day: CalendarDate;
    resume_day: CalendarDate;
  } | null;
  /** Why a pause cannot be asked now; null when it can. */
  refusal:
    | 'pause_needs_autopay'
    | 'pass_already_paused'
    | 'pause_too_recent'
    | 'cancel_already_pending'
    | 'pass_not_live'
    | null;
  /** With `pause_too_recent`: the first day a pause may be asked again. */
  allowed_from: CalendarDate | null;
  /** One per length the rule allows; empty when refused. */
  options: PauseOption[];
  /** Whether the pass keeps its space while paused; when not, it resumes only if a space is free. */
  keeps_space: boolean;
};
