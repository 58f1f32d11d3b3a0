import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { calendarDateParam, rangeRefine } from './sales';
import { rule } from './validation-rules';

// Cancel at period end (docs/decisions/cancel-at-period-end.md): the owner asks in the portal, the pass
// keeps working through its last paid day, nothing more is charged, and they may undo until then.
// Browser-safe: the portal runs these schemas and lists these reasons.

export const CANCEL_REASONS = ['moving', 'price', 'other_parking', 'temporary_absence', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Longest text an 'other' reason may carry. */
export const CANCEL_REASON_TEXT_MAX = 500;

const passKey = { email: emailAddressSchema, plate: plateSchema };

/** `GET /payments-public/cancel?email&plate` */
export const passCancelQuerySchema = z.object(passKey);

/** `POST /payments-public/cancel` */
export const passCancelInputSchema = z
  .object({
    ...passKey,
    reason: z.enum(CANCEL_REASONS, { error: rule('cancel_reason') }),
    reason_text: z
      .string({ error: rule('cancel_reason_text') })
      .trim()
      .max(CANCEL_REASON_TEXT_MAX, rule('cancel_reason_text'))
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.reason === 'other' && !input.reason_text)
      context.addIssue({ code: 'custom', path: ['reason_text'], message: rule('cancel_reason_text') });
  });

/** `POST /payments-public/cancel/undo` */
export const passCancelUndoInputSchema = z.object(passKey);

export type PendingCancel = {
  /** The pass's last day: it opens the gate until 23:45 that day (garage time). */
  last_day: CalendarDate;
  reason: CancelReason;
  reason_text: string | null;
  /** ISO instant the owner asked. */
  requested_at: string;
};

/** What cancelling means for this pass now, and the cancel already asked for. */
export type PassCancelState = {
  /** Null when nothing is waiting. */
  pending: PendingCancel | null;
  /** Whether cancel can be asked now (a live pass with no cancel waiting). */
  cancelable: boolean;
  /** The last day the pass would keep if cancelled now (its paid-through date); null when not cancelable. */
  last_day: CalendarDate | null;
  autopay: boolean;
  /** Discounted autopay months the owner would give up (0 when none are left). */
  discount_months_lost: number;
  discount_percent: number;
};

/** `GET /cancellations` (staff): cancellations asked in a date range, by reason. */
export const cancellationsQuerySchema = z
  .object({ from: calendarDateParam, to: calendarDateParam })
  .refine(rangeRefine, { message: rule('date_range'), path: ['from'] });

export type CancellationRow = {
  id: number;
  pass_id: number;
  customer_id: number;
  customer_name: string;
  plate: string;
  reason: CancelReason;
  reason_text: string | null;
  last_day: CalendarDate;
  requested_at: string;
  requested_by: string;
  /** pending: waiting for the last day; ended: the pass ended; undone: the owner kept the pass. */
  status: 'pending' | 'ended' | 'undone';
};

export type CancellationsResponse = {
  counts: { reason: CancelReason; count: number }[];
  rows: CancellationRow[];
};
