import { z } from 'zod';

export const onlineSalesSpacesInputSchema = z.object(
  {
    online_sales_spaces: z
      .int({ error: 'Max online sales spaces must be a whole number' })
      .min(0, 'Max online sales spaces must be 0 or more')
      .max(100_000, 'Max online sales spaces must be at most 100000'),
  },
  { error: 'Request body must be a JSON object' },
);

export type OnlineSalesSpacesInput = z.input<typeof onlineSalesSpacesInputSchema>;

export type LocationInventory = { online_sales_spaces: number; availables: number };
export type OnlineAvailability = { open_slots: number };
