import { Hono } from 'hono';
import { todayInTimeZone } from '../../contract/calendar-date';
import { onlineSalesSpacesInputSchema } from '../../contract/online-sales-spaces-input';
import { type AvailabilityClock, getInventory } from '../../domain/capacity';
import { runWaitlistSafely, type WaitlistDeps } from '../../domain/waitlist/waitlist-queue';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith } from '../../lib/route-docs';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { setOnlineSalesSpaces } from './locations.service';
import { createPublicAvailability } from './public-availability';

export function createLocationsRouter(deps: WaitlistDeps) {
  const auth = requireAuth(deps);
  const clock = (): AvailabilityClock => {
    const now = deps.now();
    return { today: todayInTimeZone(deps.config.garageTz, now), nowIso: now.toISOString() };
  };
  const openSlots = createPublicAvailability(deps);
  const noLocation = failsWith({ 404: ['location_not_found'] });

  return new Hono()
    .get('/:id/online-availability', noLocation, validate('param', idParamSchema), (c) => {
      return c.json(openSlots(c.req.valid('param').id), 200);
    })
    .get(
      '/:id/inventory',
      auth,
      requireCapability('admin_panel'),
      noLocation,
      validate('param', idParamSchema),
      (c) => {
        return c.json(getInventory(deps.db, c.req.valid('param').id, clock()), 200);
      },
    )
    .post(
      '/:id/online-sales-spaces',
      auth,
      requireCapability('admin_panel'),
      noLocation,
      validate('param', idParamSchema),
      validate('json', onlineSalesSpacesInputSchema),
      async (c) => {
        const { online_sales_spaces } = c.req.valid('json');
        const id = c.req.valid('param').id;
        setOnlineSalesSpaces(deps.db, id, online_sales_spaces, clock());
        // A raised limit frees spaces: the waitlist is offered them first, and the answer counts those offers.
        await runWaitlistSafely(deps);
        return c.json(getInventory(deps.db, id, clock()), 200);
      },
    );
}
