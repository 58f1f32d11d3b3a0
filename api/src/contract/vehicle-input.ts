import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { plateSchema } from './plate';
import { rule } from './validation-rules';
import { optionalColorSchema, vehicleSchema } from './wizard-data';

export const SUGGESTION_LIMIT = 10;

const searchText = z
  .string({ error: rule('search_type') })
  .trim()
  .max(40, rule('search_too_long'))
  .optional()
  .default('');

/** `GET /vehicles/makes?s=` */
export const makesQuerySchema = z.object({ s: searchText });

/** `GET /vehicles/models?make=&s=`: without a make there is nothing to suggest (SPEC section 5). */
export const modelsQuerySchema = z.object({
  make: z
    .string({ error: rule('make_missing') })
    .trim()
    .min(1, rule('make_missing'))
    .max(40, rule('make_too_long')),
  s: searchText,
});

/** `GET /vehicles/check?plate=` */
export const plateQuerySchema = z.object({
  plate: z.string({ error: rule('plate_format') }).pipe(plateSchema),
});

/**
 * `POST /vehicles`: the wizard's vehicle step plus the buyer's e-mail. Colour may be null here
 * (an empty colour is stored as null); names are optional and only fill a new customer record.
 */
export const vehicleInputSchema = vehicleSchema.extend({
  color: optionalColorSchema,
  email: emailAddressSchema,
  firstName: z
    .string({ error: rule('first_name_type') })
    .trim()
    .max(60)
    .optional(),
  lastName: z
    .string({ error: rule('last_name_type') })
    .trim()
    .max(60)
    .optional(),
});

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type PlateCheckResponse = { allowed: boolean };
/**
 * `POST /vehicles`: SPEC section 7 names `carId`; it is always null, so the answer is the same whether
 * or not the plate is on file, for this e-mail or anyone else's (no internal ids to the public).
 */
export type CreateVehicleResponse = { carId: null };
