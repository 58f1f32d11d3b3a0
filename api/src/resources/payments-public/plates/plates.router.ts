import { Hono } from 'hono';
import {
  addPassPlateInputSchema,
  passPlatesQuerySchema,
  removePassPlateInputSchema,
} from '../../../contract/pass-plates';
import { addPassPlate, passPlatesView, removePassPlate } from '../../../domain/passes/pass-plates';
import { requireConfirmedPass } from '../../../domain/passes/portal-pass';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith } from '../../../lib/route-docs';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public`: the pass's plates in the portal (docs/decisions/pass-plates.md). Each
 * call needs the session of the named pass's e-mail, checked before the pass is looked for, so to
 * anyone else a real pass and a made-up one answer the same 401, and no answer tells whose a plate is.
 */
export function createPlatesRouter(deps: PaymentDeps) {
  const reads = sessionOrClientThrottle({ bucket: 'portal-plates-reads', limit: 30, windowMs: 10 * MINUTE });
  const changes = sessionOrClientThrottle({ bucket: 'portal-plates', limit: 20, windowMs: 10 * MINUTE });
  const named = { 404: ['pass_not_found'], 409: ['invite_pending'] } as const;
  const added = failsWith({
    ...named,
    400: ['plate_end_out_of_range'],
    409: [
      ...named[409],
      'pass_not_live',
      'plate_already_on_pass',
      'plate_limit_reached',
      'plate_change_limit',
      'plate_on_other_pass',
    ],
  });
  const removed = failsWith({
    404: [...named[404], 'plate_not_on_pass'],
    409: [...named[409], 'plate_change_limit'],
  });
  const clock = () => ({ now: deps.now(), timeZone: deps.config.garageTz });

  return new Hono()
    .get(
      '/plates',
      reads,
      requirePortalSession,
      failsWith(named),
      validate('query', passPlatesQuerySchema),
      async (c) => {
        const key = c.req.valid('query');
        requireSessionFor(c, key.email);
        c.header('Cache-Control', 'no-store');
        const pass = await requireConfirmedPass(deps.db, key);
        const { now, timeZone } = clock();
        return c.json(await passPlatesView(deps.db, pass, now, timeZone), 200);
      },
    )
    .post(
      '/plates',
      changes,
      requirePortalSession,
      added,
      validate('json', addPassPlateInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        const pass = await requireConfirmedPass(deps.db, input);
        const plate = { plate: input.new_plate, plateState: input.new_plate_state, endsOn: input.ends_on };
        return c.json(await addPassPlate(deps, pass, plate, 'owner'), 200);
      },
    )
    .post(
      '/plates/remove',
      changes,
      requirePortalSession,
      removed,
      validate('json', removePassPlateInputSchema),
      async (c) => {
        const input = c.req.valid('json');
        requireSessionFor(c, input.email);
        const pass = await requireConfirmedPass(deps.db, input);
        const { removed: _removed, ...plates } = await removePassPlate(deps, pass, input.plate_id, 'owner');
        return c.json(plates, 200);
      },
    );
}
