import { z } from 'zod';
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
export type OnlineAvailability = { open_slots: number };
