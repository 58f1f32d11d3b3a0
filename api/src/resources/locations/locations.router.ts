import { Hono } from 'hono';
import { todayInTimeZone } from '../../contract/calendar-date';
import { onlineSalesSpacesInputSchema } from '../../contract/online-sales-spaces-input';
import { pauseRulesSchema } from '../../contract/pass-pause';
import type { AvailabilityClock } from '../../domain/garage/capacity';
import { readPauseRules, savePauseRules } from '../../domain/passes/pause-rules';
import type { WaitlistDeps } from '../../domain/waitlist/waitlist-queue';
import { answerCachedJson } from '../../lib/cached-json';
import { type FastRead, rememberParses } from '../../lib/fast-reads';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith, withRouteDoc } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability, requireCapabilityByField } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { locationSettings, requireLocation, saveLocationSettings } from './locations.service';
import { createPublicAvailability } from './public-availability';

const ONLINE_AVAILABILITY_PATH = /^\/([^/]+)\/online-availability$/;

/** `fastReads`: where the open-spaces read registers its warm answer (lib/fast-reads.ts). */
export function createLocationsRouter(
  deps: WaitlistDeps,
  fastReads?: (read: FastRead, route?: string) => void,
) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  const clock = (): AvailabilityClock => {
    const now = deps.now();
    return { today: todayInTimeZone(deps.config.garageTz, now), nowIso: now.toISOString() };
  };
  const openSlots = createPublicAvailability(deps);
  const noLocation = failsWith({ 404: ['location_not_found'] });
  // Documented on its validator: a documenting middleware would be one more step on every request.
  const counted = withRouteDoc(
    validate('param', idParamSchema),
    { kind: 'errors', errors: { 404: ['location_not_found'] } },
    { kind: 'success', status: 200, description: 'Open online spaces (with an ETag, `no-cache`)' },
    {
      kind: 'success',
      status: 304,
      description: 'Not modified: If-None-Match holds the current count',
      contentType: null,
    },
  );
  // The same route without the chain: its id through the same schema (once per path, remembered); the
  // query, which it ignores, too.
  const locationIdIn = rememberParses((path) => {
    const id = ONLINE_AVAILABILITY_PATH.exec(path)?.[1];
    const param = id === undefined ? undefined : idParamSchema.safeParse({ id });
    return param?.success ? param.data.id : undefined;
  });
  fastReads?.((path) => {
    const locationId = locationIdIn(path);
    return locationId === undefined ? undefined : openSlots.warm(locationId);
  }, '/:id/online-availability');

  return (
    new Hono<AuthEnv>()
      .get('/:id/online-availability', counted, async (c) => {
        return answerCachedJson(c, await openSlots.read(c.req.valid('param').id));
      })
      .get(
        '/:id/inventory',
        auth,
        requireCapability('admin_panel'),
        noLocation,
        validate('param', idParamSchema),
        async (c) => {
          return c.json(await locationSettings(deps.db, c.req.valid('param').id, clock()), 200);
        },
      )
      .post(
        '/:id/online-sales-spaces',
        auth,
        requireCapability('admin_panel'),
        noLocation,
        validate('param', idParamSchema),
        validate('json', onlineSalesSpacesInputSchema),
        // The threshold above which a refund waits for a second person is theirs to set.
        requireCapabilityByField({ refund_approval_cents: 'refund_approve' }),
        audited('location_updated', 'location'),
        async (c) => {
          const id = c.req.valid('param').id;
          return c.json(await saveLocationSettings(deps, id, c.req.valid('json'), clock()), 200);
        },
      )
      // The owners' pause rule (docs/decisions/pass-pause.md): how long, how often, and the space.
      .get(
        '/:id/pause-rules',
        auth,
        requireCapability('admin_panel'),
        noLocation,
        validate('param', idParamSchema),
        async (c) =>
          c.json(await readPauseRules(deps.db, await requireLocation(deps.db, c.req.valid('param').id)), 200),
      )
      .put(
        '/:id/pause-rules',
        auth,
        requireCapability('admin_panel'),
        noLocation,
        validate('param', idParamSchema),
        validate('json', pauseRulesSchema),
        audited('pause_rules_changed', 'location'),
        async (c) => {
          const id = await requireLocation(deps.db, c.req.valid('param').id);
          await savePauseRules(deps, id, c.req.valid('json'));
          return c.json(await readPauseRules(deps.db, id), 200);
        },
      )
  );
}
