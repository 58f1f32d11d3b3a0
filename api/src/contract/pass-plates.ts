import { z } from 'zod';
import { type CalendarDate, isCalendarDate } from './calendar-date';
import { emailAddressSchema } from './email-address';
import { plateRegionSchema, plateSchema } from './plate';
import type { PlateRegion } from './plate-region';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// A pass's plates (docs/decisions/pass-plates.md): the main plate (the pass's vehicle) and up to three
// more, one car inside at a time. The owner changes them in the portal (`/payments-public/plates`,
// signed in as the pass's e-mail), staff on the customer's profile (`/subscriptions/{id}/plates`).
// Browser-safe: the portal and the admin run these schemas and show these limits.

/** Plates a pass may carry, its main plate included. */
export const MAX_PLATES_PER_PASS = 4;
/** The owner may add or remove this many plates of one pass ... */
export const PLATE_CHANGES_PER_WINDOW = 7;
/** ... in any this many days (staff changes do not count). */
export const PLATE_CHANGE_WINDOW_DAYS = 7;
/** A temporary plate's last day is at most this many days after today (garage calendar). */
export const TEMPORARY_PLATE_MAX_DAYS = 30;

const plateId = wholeNumber(
  z
    .number({ error: rule('plate_id') })
    .int(rule('plate_id'))
    .positive(rule('plate_id')),
);

/** A temporary plate's last day; empty or null: a plate kept until removed. */
const endsOn = z
  .string({ error: rule('plate_ends_on') })
  .nullish()
  .transform((value, context) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!isCalendarDate(text)) {
      context.addIssue({ code: 'custom', message: rule('plate_ends_on') });
      return z.NEVER;
    }
    return text;
  });

const newPlate = { new_plate: plateSchema, new_plate_state: plateRegionSchema, ends_on: endsOn };
const passKey = { email: emailAddressSchema, plate: plateSchema };

/** `GET /payments-public/plates?email&plate` (the pass named by its main plate). */
export const passPlatesQuerySchema = z.object(passKey);

/** `POST /payments-public/plates`: another plate for the pass. */
export const addPassPlateInputSchema = z.object(
  { ...passKey, ...newPlate },
  { error: rule('body_not_object') },
);

/** `POST /payments-public/plates/remove`: one of the pass's added plates, by its id. */
export const removePassPlateInputSchema = z.object(
  { ...passKey, plate_id: plateId },
  { error: rule('body_not_object') },
);

/** `POST /subscriptions/{id}/plates` (staff). */
export const staffAddPlateSchema = z.object(
  { plate: plateSchema, plate_state: plateRegionSchema, ends_on: endsOn },
  { error: rule('body_not_object') },
);

/** `DELETE /subscriptions/{id}/plates/{plate_id}` (staff). */
export const passPlateParamSchema = z.object({ id: plateId, plate_id: plateId });

export type AddPassPlateInput = z.input<typeof addPassPlateInputSchema>;

export type PassPlate = {
  /** Null for the main plate (the pass's vehicle): it is changed by staff, never removed here. */
  id: number | null;
  plate: string;
  plate_state: PlateRegion | null;
  main: boolean;
  /** A temporary plate's last day: the gate admits it until 23:45 that day, then it leaves the pass. */
  ends_on: CalendarDate | null;
};

/** Every plate of the pass and what the owner may still do. */
export type PassPlatesResponse = {
  pass_id: number;
  plates: PassPlate[];
  max_plates: number;
  /** Adds or removals the owner has left in the current window. */
  changes_left: number;
  /** When the owner may change plates again (ISO instant); null while changes are left. */
  next_change_at: string | null;
  /** The latest last day a temporary plate may have today. */
  temporary_max_date: CalendarDate;
};
