import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import { rule } from './validation-rules';

/**
 * `POST /locations/:id/online-sales-spaces`: a location's settings, one or both in a call. The online
 * limit (admin_panel) and the refund above which a second person approves (refund_approve,
 * docs/decisions/two-person-refunds.md), in whole cents.
 */
export const onlineSalesSpacesInputSchema = z
  .object(
    {
      online_sales_spaces: z
        .int({ error: rule('online_sales_spaces_integer') })
        .min(0, rule('online_sales_spaces_min'))
        .max(100_000, rule('online_sales_spaces_max'))
        .optional(),
      refund_approval_cents: z
        .int({ error: rule('refund_approval_cents_integer') })
        .min(0, rule('refund_approval_cents_min'))
        .max(100_000_000, rule('refund_approval_cents_max'))
        .optional(),
    },
    { error: rule('body_not_object') },
  )
  .refine((body) => body.online_sales_spaces !== undefined || body.refund_approval_cents !== undefined, {
    error: rule('location_settings_empty'),
  });

export type OnlineSalesSpacesInput = z.input<typeof onlineSalesSpacesInputSchema>;

export type LocationInventory = { online_sales_spaces: number; availables: number };
/** What staff's location settings read and save: the inventory and the refund approval threshold. */
export type LocationSettings = LocationInventory & { refund_approval_cents: number };
/** `today`: the garage's calendar date on the app clock, which dates a pass bought now. */
export type OnlineAvailability = { open_slots: number; today: CalendarDate };
