import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { CARD_CODE_PATTERN } from './cards';
import type { ErrorCode } from './error-codes';
import { rule } from './validation-rules';
import { DIAL_CODES } from './wizard-constants';
import { optionalColorSchema, personalSchema, vehicleSchema } from './wizard-data';

// Staff bringing an existing parker in: a customer, their vehicle and a pass already running, one at a
// time (`POST /clients`) or many from a CSV file (`POST /clients/import`). Browser-safe: the admin runs
// the same schema before sending, and the CSV rows are checked with it on the server
// (docs/decisions/customer-import.md).

/** A CSV body of a few thousand rows fits; the rest of the API keeps its 256 KiB limit. */
export const CUSTOMER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CUSTOMER_IMPORT_MAX_ROWS = 5000;

/** The CSV's header names, in the sample file's order; `required` ones must be present as columns. */
export const IMPORT_COLUMNS = [
  { name: 'first_name', required: true },
  { name: 'last_name', required: false },
  { name: 'email', required: true },
  { name: 'phone_dial', required: false },
  { name: 'phone', required: true },
  { name: 'language', required: false },
  { name: 'plate', required: true },
  { name: 'vehicle_type', required: false },
  { name: 'make', required: true },
  { name: 'model', required: true },
  { name: 'year', required: true },
  { name: 'color', required: false },
  { name: 'plan', required: true },
  { name: 'start_date', required: true },
  { name: 'next_renewal_date', required: true },
  { name: 'card_number', required: false },
  // Where the plate was issued ('US-CA', 'MX-BCN'): the gate's cameras match plate and state. Last, as
  // every column added later: a file (or the admin's sample) written before it still lines up.
  { name: 'plate_state', required: false },
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];

const personal = personalSchema.shape;

const dateField = (code: 'start_date_format' | 'renewal_date_format') =>
  z
    .string({ error: rule(code) })
    .trim()
    .refine(isCalendarDate, rule(code));

/** `POST /clients`: one existing parker with their vehicle and running pass (autopay starts off). */
export const newCustomerSchema = z
  .object(
    {
      first_name: personal.firstName,
      last_name: personal.lastName,
      email: personal.email,
      phone_dial: z.enum(DIAL_CODES, { error: rule('dial_code') }).default('+1'),
      phone: personal.phone,
      /** The invite e-mail and every later e-mail go out in this language. */
      language: z.enum(['en', 'es'], { error: rule('language') }).default('en'),
      vehicle: vehicleSchema.extend({
        color: optionalColorSchema,
      }),
      plan_id: z
        .number({ error: rule('plan_required') })
        .int(rule('plan_required'))
        .positive(rule('plan_required')),
      start_date: dateField('start_date_format'),
      /** The last day the customer has paid for (the pass's renewal date). */
      next_renewal_date: dateField('renewal_date_format'),
      /** The access card the customer already holds, when staff know its number. */
      card_code: z
        .string({ error: rule('card_code_format') })
        .trim()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || CARD_CODE_PATTERN.test(value), rule('card_code_format')),
    },
    { error: rule('body_not_object') },
  )
  .refine((value) => value.next_renewal_date >= value.start_date, {
    message: rule('renewal_before_start'),
    path: ['next_renewal_date'],
  });

export type NewCustomerInput = z.input<typeof newCustomerSchema>;
export type ValidNewCustomer = z.output<typeof newCustomerSchema>;

/**
 * What happened to the card number given: `assigned` from stock, `unknown` when no card of the
 * inventory has that number (staff add it to the inventory, then assign it from the profile), null
 * when none was given.
 */
export type ImportedCardStatus = 'assigned' | 'unknown' | null;

/** `POST /clients` answers 201 with this. */
export type NewCustomerResponse = {
  customer_id: number;
  subscription_id: number;
  card_status: ImportedCardStatus;
  /** The garage's online limit was already reached: the pass is added anyway (they already park there). */
  over_capacity: boolean;
  invite_sent: boolean;
};

/** `POST /clients/import` */
export const customerImportInputSchema = z.object(
  {
    csv: z
      .string({ error: rule('import_csv_required') })
      .refine((value) => value.trim() !== '', rule('import_csv_required')),
    dryRun: z.boolean({ error: rule('dry_run_boolean') }),
  },
  { error: rule('body_not_object') },
);

export type CustomerImportInput = z.input<typeof customerImportInputSchema>;

/** A row's problem: the column it is about (null for the whole row) and a rule or error code. */
export type ImportRowError = { field: ImportColumn | null; code: string };

export type ImportRowStatus =
  /** Dry run: valid, would be created. */
  | 'ok'
  | 'created'
  /** A customer with this e-mail already has this plate: nothing to add (importing twice is safe). */
  | 'already_imported'
  | 'error';

export type ImportRowResult = {
  /** Line in the file: the header is line 1, the first customer line 2. */
  row: number;
  status: ImportRowStatus;
  errors: ImportRowError[];
  /** What the row holds (as read), for the table staff check. */
  name: string;
  email: string;
  plate: string;
  plan: string | null;
  start_date: string | null;
  next_renewal_date: string | null;
  card_status: ImportedCardStatus;
  over_capacity: boolean;
  customer_id: number | null;
};

export type CustomerImportResponse = {
  dry_run: boolean;
  /** The delimiter the file turned out to use (',' or ';' from Excel in many locales). */
  delimiter: string;
  rows: ImportRowResult[];
  /** Rows created (dry run: rows that would be). */
  created: number;
  already_imported: number;
  invalid: number;
  /** Some rows go (or went) beyond the garage's online limit. */
  over_capacity: boolean;
};

/** Codes a row can report besides the schema's rules. */
export const IMPORT_ROW_CODES = [
  'email_taken',
  'plate_has_pass',
  'plate_not_allowed',
  'email_banned',
  'plan_not_found',
  'card_not_available',
  'renewal_in_past',
  'duplicate_in_file',
] as const satisfies readonly ErrorCode[];
