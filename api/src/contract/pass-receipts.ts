import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { wholeNumber } from './whole-number';

// The owner's receipts in the portal (docs/decisions/receipts-pdf.md): every payment of the pass,
// each downloadable as a PDF in the customer's language. Browser-safe: the portal reads these types.

const passKey = { email: emailAddressSchema, plate: plateSchema };

/** `GET /payments-public/receipts?email&plate`. */
export const passReceiptsQuerySchema = z.object(passKey);

/** `GET /payments-public/receipts/{id}/pdf?email&plate&lang`. */
export const receiptPdfQuerySchema = z.object({ ...passKey, lang: z.enum(['en', 'es']).default('en') });
/** `GET /payments/{id}/receipt.pdf?lang` (staff). */
export const receiptLanguageQuerySchema = z.object({ lang: z.enum(['en', 'es']).default('en') });
export const receiptIdParamSchema = z.object({ id: wholeNumber(z.number().int().positive()) });

export type ReceiptStatus = 'paid' | 'refunded' | 'failed' | 'void';

export type PassReceiptRow = {
  id: number;
  /** 'INV-000123' (contract/invoice-number.ts). */
  number: string;
  /** When it was paid (or recorded), ISO instant. */
  date: string;
  /** The pass period it paid for; null on an item sale and on rows recorded before periods were kept. */
  period: { start: CalendarDate; end: CalendarDate } | null;
  amount_cents: number;
  /** Off the plan's price; null when not kept (rows recorded before). */
  discount_cents: number | null;
  status: ReceiptStatus;
  /** The amount given back, 0 when none. */
  refunded_cents: number;
  /** The card that paid ('visa', '4242'); null when not known (older rows, or the provider could not tell). */
  card: { brand: string; last4: string } | null;
};

export type PassReceiptsResponse = {
  receipts: PassReceiptRow[];
  next_charge: { amount_cents: number; date: CalendarDate } | null;
};
