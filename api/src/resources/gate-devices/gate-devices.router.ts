import { Hono } from 'hono';
import type { Config } from '../../config';
import { gateDeviceEditSchema, gateDeviceInputSchema } from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import {
  editDevice,
  listDeliveries,
  listDevices,
  registerDevice,
  revokeDevice,
  rotateDeviceKey,
} from './gate-devices.service';

/** Mounted at `/gate-devices`: staff register the garage's gate controllers and cameras. */
export function createGateDevicesRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  const manage = requireCapability('gate_devices');
  const audited = auditedFor(deps);
  return new Hono()
    .get('/', auth, manage, async (c) => c.json(await listDevices(deps), 200))
    .post(
      '/',
      auth,
      manage,
      failsWith({ 404: ['location_not_found'] }),
      validate('json', gateDeviceInputSchema),
      succeedsWith(201, 'The device, with its key and webhook secret: shown this once.'),
      // Read back from the table, never from the answer: the key and secret it carries stay out.
      audited('gate_device_registered', 'gate_device', {
        target: { from: 'response', pick: (answer) => (answer.device as { id?: unknown } | undefined)?.id },
      }),
      async (c) => c.json(await registerDevice(deps, c.req.valid('json')), 201),
    )
    .patch(
      '/:id',
      auth,
      manage,
      failsWith({ 404: ['gate_device_not_found'], 409: ['gate_device_revoked'] }),
      validate('param', idParamSchema),
      validate('json', gateDeviceEditSchema),
      audited('gate_device_updated', 'gate_device'),
      async (c) => c.json(await editDevice(deps, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .post(
      '/:id/rotate',
      auth,
      manage,
      failsWith({ 404: ['gate_device_not_found'], 409: ['gate_device_revoked'] }),
      validate('param', idParamSchema),
      audited('gate_device_key_rotated', 'gate_device'),
      async (c) => c.json(await rotateDeviceKey(deps, c.req.valid('param').id), 200),
    )
    .post(
      '/:id/revoke',
      auth,
      manage,
      failsWith({ 404: ['gate_device_not_found'] }),
      validate('param', idParamSchema),
      audited('gate_device_revoked', 'gate_device'),
      async (c) => c.json(await revokeDevice(deps, c.req.valid('param').id), 200),
    )
    .get(
      '/:id/deliveries',
      auth,
      manage,
      failsWith({ 404: ['gate_device_not_found'] }),
      validate('param', idParamSchema),
      async (c) => c.json(await listDeliveries(deps, c.req.valid('param').id), 200),
    );
}
