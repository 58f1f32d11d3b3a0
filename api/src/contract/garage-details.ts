import { z } from 'zod';
import { type RuleCode, rule } from './validation-rules';

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

// Each field's refusal is one rule code, so the admin page shows it under that field.
const text = (max: number, code: RuleCode) =>
  z
    .string({ error: rule(code) })
    .trim()
    .max(max, rule(code));

export const garageDetailsSchema = z.object(
  {
    /** The name a receipt is issued under ("Border Garage LLC"). */
    legal_name: text(GARAGE_DETAILS_LIMITS.legalName, 'garage_legal_name').min(1, rule('garage_legal_name')),
    /** One line: street, city, state and ZIP. */
    address: text(GARAGE_DETAILS_LIMITS.address, 'garage_address').min(1, rule('garage_address')),
    /** EIN or RFC as printed on receipts; empty when the garage prints none. */
    tax_id: text(GARAGE_DETAILS_LIMITS.taxId, 'garage_tax_id'),
    phone: text(GARAGE_DETAILS_LIMITS.phone, 'garage_phone').min(1, rule('garage_phone')),
    email: text(GARAGE_DETAILS_LIMITS.email, 'garage_email').email(rule('garage_email')),
    hours: z.object(
      {
        en: text(GARAGE_DETAILS_LIMITS.hours, 'garage_hours').min(1, rule('garage_hours')),
        es: text(GARAGE_DETAILS_LIMITS.hours, 'garage_hours').min(1, rule('garage_hours')),
      },
      { error: rule('garage_hours') },
    ),
  },
  { error: rule('body_not_object') },
);

export type GarageDetails = z.infer<typeof garageDetailsSchema>;

/** `GET /api/garage-details/public`: what any visitor may read (the tax id is for receipts only). */
export type PublicGarageDetails = Pick<GarageDetails, 'legal_name' | 'address' | 'phone' | 'email' | 'hours'>;
