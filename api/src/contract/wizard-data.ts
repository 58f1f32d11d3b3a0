import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { isUsCountry } from './us-states';

// Every rule and message of SPEC section 5 for the four-step signup wizard. The wizard runs these
// schemas step by step as the visitor types; the server runs the whole of `wizardDataSchema` again
// on checkout, so a hand-made request cannot skip a rule.

export const WIZARD_MESSAGES = {
  minTwoLetters: 'Min. 2 letters',
  minSevenDigits: 'Min. 7 digits',
  dialCode: 'Choose +1 or +52',
  emailsDoNotMatch: 'E-mails do not match',
  typeRequired: 'Type required',
  makeRequired: 'Make required',
  modelRequired: 'Model required',
  colorRequired: 'Color required',
  addressRequired: 'Address required',
  cityRequired: 'City required',
  stateRequired: 'State required',
  countryRequired: 'Country required',
  zipFormat: 'ZIP must be 12345 or 12345-6789',
  /** Checked against the ZIP-prefix table (`GET /zip/validate`, and the server on checkout). */
  zipStateMismatch: 'ZIP does not match selected state',
  captchaRequired: 'Please complete the CAPTCHA',
  captchaFailed: 'Captcha failed - try again',
} as const;

export const DIAL_CODES = ['+1', '+52'] as const;
export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export const VEHICLE_COLORS = [
  'White',
  'Black',
  'Gray',
  'Silver',
  'Red',
  'Blue',
  'Green',
  'Beige',
  'Brown',
  'Yellow',
  'Orange',
  'Purple',
] as const;
export const MIN_VEHICLE_YEAR = 1925;

/** The newest model year offered: next calendar year (dealers sell next year's models early). */
export function maxVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

export function invalidYearMessage(now: Date = new Date()): string {
  return `Invalid year (${MIN_VEHICLE_YEAR}–${maxVehicleYear(now)})`;
}

const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Nine digits get their hyphen ('123456789' -> '12345-6789'); anything else is only trimmed. */
export function formatUsZip(raw: string): string {
  const value = raw.trim();
  const digits = value.replace(/\D/g, '');
  if (/^\d{9}$/.test(value) || (digits.length === 9 && /^\d{5}[\s-]?\d{4}$/.test(value))) {
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  return value;
}

export function isUsZip(zip: string): boolean {
  return US_ZIP_PATTERN.test(formatUsZip(zip));
}

const countLetters = (value: string) => (value.match(/\p{L}/gu) ?? []).length;
const countDigits = (value: string) => (value.match(/\d/g) ?? []).length;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const personalSchema = z
  .object(
    {
      firstName: z
        .string({ error: WIZARD_MESSAGES.minTwoLetters })
        .trim()
        .max(60, 'First name must be at most 60 characters')
        .refine((value) => countLetters(value) >= 2, WIZARD_MESSAGES.minTwoLetters),
      lastName: z
        .string({ error: 'Last name must be text' })
        .trim()
        .max(60, 'Last name must be at most 60 characters')
        .refine((value) => value === '' || countLetters(value) >= 2, WIZARD_MESSAGES.minTwoLetters)
        .optional()
        .default(''),
      phoneDial: z.enum(DIAL_CODES, { error: WIZARD_MESSAGES.dialCode }),
      phone: z
        .string({ error: WIZARD_MESSAGES.minSevenDigits })
        .trim()
        .regex(/^[\d\s().-]*$/, 'Phone may contain only digits, spaces, dashes and brackets')
        .refine((value) => countDigits(value) >= 7, WIZARD_MESSAGES.minSevenDigits)
        .refine((value) => countDigits(value) <= 15, 'Phone must be at most 15 digits'),
      email: emailAddressSchema,
      confirmEmail: z.string({ error: WIZARD_MESSAGES.emailsDoNotMatch }).trim(),
    },
    { error: 'Personal details are required' },
  )
  .refine((value) => value.email.toLowerCase() === value.confirmEmail.toLowerCase(), {
    message: WIZARD_MESSAGES.emailsDoNotMatch,
    path: ['confirmEmail'],
  });

export const vehicleSchema = z.object(
  {
    type: z.enum(VEHICLE_TYPES, { error: WIZARD_MESSAGES.typeRequired }),
    make: text(WIZARD_MESSAGES.makeRequired, 40, 'Make must be at most 40 characters'),
    model: text(WIZARD_MESSAGES.modelRequired, 40, 'Model must be at most 40 characters'),
    // The message names the current range, so it is built when the value is checked, not at import.
    year: z.coerce
      .number({ error: () => invalidYearMessage() })
      .refine((value) => Number.isInteger(value) && value >= MIN_VEHICLE_YEAR && value <= maxVehicleYear(), {
        error: () => invalidYearMessage(),
      }),
    color: text(WIZARD_MESSAGES.colorRequired, 30, 'Color must be at most 30 characters'),
    plate: plateSchema,
  },
  { error: 'Vehicle details are required' },
);

export const addressSchema = z
  .object(
    {
      addr1: text(WIZARD_MESSAGES.addressRequired, 120, 'Address must be at most 120 characters'),
      addr2: z
        .string({ error: 'Address line 2 must be text' })
        .trim()
        .max(120, 'Address line 2 must be at most 120 characters')
        .nullish()
        .transform((value) => value || ''),
      city: text(WIZARD_MESSAGES.cityRequired, 80, 'City must be at most 80 characters'),
      state: text(WIZARD_MESSAGES.stateRequired, 80, 'State must be at most 80 characters'),
      country: text(WIZARD_MESSAGES.countryRequired, 80, 'Country must be at most 80 characters'),
      zip: z
        .string({ error: 'ZIP must be text' })
        .trim()
        .max(12, 'ZIP must be at most 12 characters')
        .nullish()
        .transform((value) => value ?? ''),
    },
    { error: 'Mailing address is required' },
  )
  .transform((value) => (isUsCountry(value.country) ? { ...value, zip: formatUsZip(value.zip) } : value))
  // Non-US addresses skip the ZIP check entirely (SPEC section 5).
  .refine((value) => !isUsCountry(value.country) || US_ZIP_PATTERN.test(value.zip), {
    message: WIZARD_MESSAGES.zipFormat,
    path: ['zip'],
  });

export const wizardDataSchema = z.object(
  {
    personal: personalSchema,
    vehicle: vehicleSchema,
    address: addressSchema,
  },
  { error: 'Signup details (wizardData) are required' },
);

/** What the wizard keeps in session storage and sends to checkout. */
export type WizardData = z.input<typeof wizardDataSchema>;
/** After validation: trimmed, plate upper-cased, US ZIP hyphenated. */
export type ValidWizardData = z.output<typeof wizardDataSchema>;
