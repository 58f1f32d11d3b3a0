import { z } from 'zod';

// The garage's own details, kept once (docs/decisions/garage-details.md): the landing page, the
// portal, every e-mail and every receipt PDF read these, so a new phone number is typed once.

export const GARAGE_DETAILS_LIMITS = {
  legalName: 120,
  address: 200,
  taxId: 40,
  phone: 40,
  email: 254,
  hours: 200,
} as const;

const text = (max: number) => z.string().trim().max(max);

export const garageDetailsSchema = z.object({
  /** The name a receipt is issued under ("Border Garage LLC"). */
  legal_name: text(GARAGE_DETAILS_LIMITS.legalName).min(1),
  /** One line: street, city, state and ZIP. */
  address: text(GARAGE_DETAILS_LIMITS.address).min(1),
  /** EIN or RFC as printed on receipts; empty when the garage prints none. */
  tax_id: text(GARAGE_DETAILS_LIMITS.taxId),
  phone: text(GARAGE_DETAILS_LIMITS.phone).min(1),
  email: text(GARAGE_DETAILS_LIMITS.email).email(),
  hours: z.object({
    en: text(GARAGE_DETAILS_LIMITS.hours).min(1),
    es: text(GARAGE_DETAILS_LIMITS.hours).min(1),
  }),
});

export type GarageDetails = z.infer<typeof garageDetailsSchema>;
