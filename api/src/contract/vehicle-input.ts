import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { PLATE_MESSAGE, plateSchema } from './plate';
import { vehicleSchema } from './wizard-data';

export const PLATE_NOT_ALLOWED_MESSAGE = 'That plate already has a monthly pass or is banned.';
export const SUGGESTION_LIMIT = 10;

const searchText = z
  .string({ error: 'Search text must be text' })
  .trim()
  .max(40, 'Search text must be at most 40 characters')
  .optional()
  .default('');

/** `GET /vehicles/makes?s=` */
export const makesQuerySchema = z.object({ s: searchText });

/** `GET /vehicles/models?make=&s=`: without a make there is nothing to suggest (SPEC section 5). */
export const modelsQuerySchema = z.object({
  make: z
    .string({ error: 'Make is required' })
    .trim()
    .min(1, 'Make is required')
    .max(40, 'Make must be at most 40 characters'),
  s: searchText,
});

/** `GET /vehicles/check?plate=` */
export const plateQuerySchema = z.object({ plate: z.string({ error: PLATE_MESSAGE }).pipe(plateSchema) });

/**
 * `POST /vehicles`: the wizard's vehicle step plus the buyer's e-mail. Colour may be null here
 * (an empty colour is stored as null); names are optional and only fill a new customer record.
 */
export const vehicleInputSchema = vehicleSchema.extend({
  color: z
    .string({ error: 'Color must be text or null' })
    .trim()
    .max(30, 'Color must be at most 30 characters')
    .nullish()
    .transform((value) => value || null),
  email: emailAddressSchema,
  firstName: z.string({ error: 'First name must be text' }).trim().max(60).optional(),
  lastName: z.string({ error: 'Last name must be text' }).trim().max(60).optional(),
});

export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type PlateCheckResponse = { allowed: boolean };
export type CreateVehicleResponse = { carId: number };
