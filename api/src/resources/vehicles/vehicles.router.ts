import { Hono, type MiddlewareHandler } from 'hono';
import type { Config } from '../../config';
import { plateChangeSchema, vehicleUpdateSchema } from '../../contract/admin-customers';
import { todayInTimeZone } from '../../contract/calendar-date';
import {
  type CreateVehicleResponse,
  makesQuerySchema,
  modelsQuerySchema,
  type PlateCheckResponse,
  plateQuerySchema,
  vehicleInputSchema,
} from '../../contract/vehicle-input';
import type { Database } from '../../db/open-database';
import { isPlateAllowed } from '../../domain/customers/eligibility';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { publicIdentityChecks, throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { changePlate } from './plate-change.service';
import { updateVehicle } from './vehicle-edit.service';
import { saveVehicle, suggestMakes, suggestModels } from './vehicles.service';

export function createVehiclesRouter(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
  /** Shared with `has-banned` (app.ts): one allowance per client for both public identity checks. */
  identityChecks?: MiddlewareHandler;
}) {
  const today = () => todayInTimeZone(deps.config.garageTz, deps.now());
  // Each call may create a customer: a person registers a car or two, a script thousands.
  const registrations = throttle({ bucket: 'vehicle-registrations', limit: 10, windowMs: 15 * 60_000 });
  const identityChecks = deps.identityChecks ?? publicIdentityChecks();
  const audited = auditedFor(deps);

  return new Hono<AuthEnv>()
    .get('/makes', validate('query', makesQuerySchema), (c) => {
      return c.json(suggestMakes(c.req.valid('query').s), 200);
    })
    .get('/models', validate('query', modelsQuerySchema), (c) => {
      const { make, s } = c.req.valid('query');
      return c.json(suggestModels(make, s), 200);
    })
    .get('/check', identityChecks, validate('query', plateQuerySchema), async (c) => {
      const body: PlateCheckResponse = {
        allowed: await isPlateAllowed(deps.db, c.req.valid('query').plate, today()),
      };
      return c.json(body, 200);
    })
    .post(
      '/',
      registrations,
      // The answer is the same whether or not the plate is on file (for anyone): only what the
      // public GET /vehicles/check and GET /clients/email/:email/has-banned already say is refused.
      failsWith({ 409: ['email_banned', 'plate_not_allowed'] }),
      validate('json', vehicleInputSchema),
      async (c) => {
        const now = deps.now();
        await saveVehicle(deps.db, c.req.valid('json'), today(), now.toISOString());
        const body: CreateVehicleResponse = { carId: null };
        return c.json(body, 200);
      },
    )
    .put(
      '/:id',
      requireAuth(deps),
      requireCapability('profile_edit'),
      failsWith({ 400: ['plate_read_only'], 404: ['vehicle_not_found'] }),
      validate('param', idParamSchema),
      validate('json', vehicleUpdateSchema),
      audited('vehicle_updated', 'vehicle'),
      async (c) =>
        c.json(await updateVehicle(deps.db, c.req.valid('param').id, c.req.valid('json'), deps.now()), 200),
    )
    .put(
      '/:id/plate',
      requireAuth(deps),
      // Changing what identifies the pass is editing the customer's profile (capability table).
      requireCapability('profile_edit'),
      failsWith({
        404: ['vehicle_not_found'],
        409: ['plate_not_allowed', 'plate_on_file', 'vehicle_banned'],
      }),
      validate('param', idParamSchema),
      validate('json', plateChangeSchema),
      audited('plate_changed', 'vehicle'),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = await changePlate(deps, id, c.req.valid('json'), c.get('staff').username);
        return c.json(body, 200);
      },
    );
}
