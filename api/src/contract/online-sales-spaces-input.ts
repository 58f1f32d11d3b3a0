import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import { rule } from './validation-rules';

export const onlineSalesSpacesInputSchema = z.object(
  {
    online_sales_spaces: z
      .int({ error: rule('online_sales_spaces_integer') })
      .min(0, rule('online_sales_spaces_min'))
      .max(100_000, rule('online_sales_spaces_max')),
  },
  { error: rule('body_not_object') },
);

export type OnlineSalesSpacesInput = z.input<typeof onlineSalesSpacesInputSchema>;

export type LocationInventory = { online_sales_spaces: number; availables: number };
/** `today`: the garage's calendar date on the app clock, which dates a pass bought now. */
export type OnlineAvailability = { open_slots: number; today: CalendarDate };
