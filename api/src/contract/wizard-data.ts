import { z } from 'zod';
import { emailAddressSchema, normalizeEmail } from './email-address';
import { plateRegionSchema, plateSchema } from './plate';
import { isUsCountry } from './us-states';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';
import {
  DIAL_CODES,
  formatUsZip,
  MIN_VEHICLE_YEAR,
  maxVehicleYear,
  US_ZIP_PATTERN,
  VEHICLE_TYPES,
} from './wizard-constants';

// Every rule and message of SPEC section 5 for the four-step signup wizard. The wizard runs these
// schemas step by step as the visitor types; the server runs the whole of `wizardDataSchema` again
// on checkout, so a hand-made request cannot skip a rule.

const countLetters = (value: string) => (value.match(/\p{L}/gu) ?? []).length;
const countDigits = (value: string) => (value.match(/\d/g) ?? []).length;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const personalSchema = z
  .object(
    {
      firstName: z
        .string({ error: rule('min_two_letters') })
        .trim()
        .max(60, rule('first_name_too_long'))
        .refine((value) => countLetters(value) >= 2, rule('min_two_letters')),
      lastName: z
        .string({ error: rule('last_name_type') })
        .trim()
        .max(60, rule('last_name_too_long'))
        .refine((value) => value === '' || countLetters(value) >= 2, rule('min_two_letters'))
        .optional()
        .default(''),
      phoneDial: z.enum(DIAL_CODES, { error: rule('dial_code') }),
      phone: z
        .string({ error: rule('min_seven_digits') })
        .trim()
        .regex(/^[\d\s().-]*$/, rule('phone_characters'))
        .refine((value) => countDigits(value) >= 7, rule('min_seven_digits'))
        .refine((value) => countDigits(value) <= 15, rule('phone_too_long')),
      email: emailAddressSchema,
      confirmEmail: z.string({ error: rule('emails_do_not_match') }).trim(),
    },
    { error: rule('personal_required') },
  )
  .refine((value) => normalizeEmail(value.email) === normalizeEmail(value.confirmEmail), {
    message: rule('emails_do_not_match'),
    path: ['confirmEmail'],
  });

/** A colour staff or a customer may leave empty: stored as null (SPEC section 5). */
export const optionalColorSchema = z
  .string({ error: rule('color_type') })
  .trim()
  .max(30, rule('color_too_long'))
  .nullish()
  .transform((value) => value || null);

export const vehicleSchema = z.object(
  {
    type: z.enum(VEHICLE_TYPES, { error: rule('type_required') }),
    make: text(rule('make_required'), 40, rule('make_too_long')),
    model: text(rule('model_required'), 40, rule('model_too_long')),
    year: wholeNumber(z.number({ error: rule('invalid_year') })).refine(
      (value) => Number.isInteger(value) && value >= MIN_VEHICLE_YEAR && value <= maxVehicleYear(),
      {
        error: rule('invalid_year'),
      },
    ),
    color: text(rule('color_required'), 30, rule('color_too_long')),
    plate: plateSchema,
    /** Where the plate was issued ('US-CA', 'MX-BCN'); absent or empty when the buyer is not sure. */
    plateState: plateRegionSchema.optional(),
  },
  { error: rule('vehicle_required') },
);

export const addressSchema = z
  .object(
    {
      addr1: text(rule('address_required'), 120, rule('address_too_long')),
      addr2: z
        .string({ error: rule('address2_type') })
        .trim()
        .max(120, rule('address2_too_long'))
        .nullish()
        .transform((value) => value || ''),
      city: text(rule('city_required'), 80, rule('city_too_long')),
      state: text(rule('state_required'), 80, rule('state_too_long')),
      country: text(rule('country_required'), 80, rule('country_too_long')),
      zip: z
        .string({ error: rule('zip_type') })
        .trim()
        .max(12, rule('zip_too_long'))
        .nullish()
        .transform((value) => value ?? ''),
    },
    { error: rule('address_details_required') },
  )
  .transform((value) => (isUsCountry(value.country) ? { ...value, zip: formatUsZip(value.zip) } : value))
  // Non-US addresses skip the ZIP check entirely (SPEC section 5).
  .refine((value) => !isUsCountry(value.country) || US_ZIP_PATTERN.test(value.zip), {
    message: rule('zip_format'),
    path: ['zip'],
  });

export const wizardDataSchema = z.object(
  {
    personal: personalSchema,
    vehicle: vehicleSchema,
    address: addressSchema,
  },
  { error: rule('wizard_data_required') },
);

/** What the wizard keeps in session storage and sends to checkout. */
export type WizardData = z.input<typeof wizardDataSchema>;
/** After validation: trimmed, plate upper-cased, US ZIP hyphenated. */
export type ValidWizardData = z.output<typeof wizardDataSchema>;
