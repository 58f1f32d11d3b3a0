import { Hono } from 'hono';
import { z } from 'zod';
import type { Config } from '../../config';
import { gateSettingsInputSchema } from '../../contract/gate-access';
import { rule } from '../../contract/validation-rules';
import { wholeNumber } from '../../contract/whole-number';
import type { Database } from '../../db/open-database';
import { failsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { listGateSettings, occupancy, saveGateSettings } from './gate-settings.service';

const locationParamSchema = z.object({
  locationId: wholeNumber(
    z
      .number({ error: rule('location_id_positive') })
      .int(rule('location_id_positive'))
      .positive(rule('location_id_positive')),
  ),
});

/** Mounted at `/gate-settings` and `/gate-occupancy`: each location's gate rules, and who is inside. */
export function createGateSettingsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  return new Hono()
    .get('/gate-settings', auth, requireCapability('gate_view'), async (c) =>
      c.json(await listGateSettings(deps.db), 200),
    )
    .put(
      '/gate-settings/:locationId',
      auth,
      requireCapability('gate_devices'),
      failsWith({ 404: ['location_not_found'] }),
      validate('param', locationParamSchema),
      validate('json', gateSettingsInputSchema),
      audited('gate_settings_changed', 'location', { target: { from: 'param', name: 'locationId' } }),
      async (c) =>
        c.json(
          await saveGateSettings(
            deps.db,
            c.req.valid('param').locationId,
            c.req.valid('json'),
            deps.now().toISOString(),
          ),
          200,
        ),
    )
    .get('/gate-occupancy', auth, requireCapability('gate_view'), async (c) =>
      c.json(await occupancy(deps.db), 200),
    );
}
