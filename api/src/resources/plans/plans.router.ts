import { Hono } from 'hono';
import { z } from 'zod';
import { can } from '../../contract/capabilities';
import { type Plan, planInputSchema, planUpdateSchema } from '../../contract/plan-input';
import { rule } from '../../contract/validation-rules';
import { answerCachedJson, type CachedJson, cachedJson } from '../../lib/cached-json';
import { type FastRead, rememberParses } from '../../lib/fast-reads';
import { HttpError } from '../../lib/http-error';
import { idParamSchema } from '../../lib/id-param-schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { createReadCache } from '../../lib/read-cache';
import { failsWith, succeedsWith, withRouteDoc } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { authenticate, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { validate } from '../../middleware/validate';
import { createPlan, listPlans, listStaffPlans, updatePlanWithPriceChange } from './plans.service';

// Defaulted as a whole so the typed client can call `api.plans.$get()` with no arguments.
const listQuerySchema = z
  .object({
    // `all` includes plans hidden from the public pages; only plan managers may ask for it.
    scope: z.enum(['public', 'all'], { error: rule('plan_scope') }).default('public'),
  })
  .default({ scope: 'public' });

/** The queries the public list is read with as hono's validator hands them over; any other goes the route's way. */
const PLAIN_QUERIES: ReadonlyMap<string, Record<string, string>> = new Map<string, Record<string, string>>([
  ['', {}],
  ['scope=public', { scope: 'public' }],
]);

/** `fastReads`: where the public list registers its warm answer (lib/fast-reads.ts). */
export function createPlansRouter(deps: PaymentDeps, fastReads?: (read: FastRead) => void) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  // Every landing-page visit reads the public plans; any write on the database drops the cached list.
  const publicPlans = createReadCache<'public', CachedJson<Plan[]>>(deps.db);
  // `scope=all` takes a plan manager's staff token; the public list needs none. Documented on the
  // validator: a documenting middleware would be one more step on every landing-page read.
  const listed = withRouteDoc(
    validate('query', listQuerySchema),
    { kind: 'optionalSecurity', scheme: 'staffSession' },
    {
      kind: 'errors',
      errors: { 401: ['unauthenticated', 'session_expired'], 403: ['forbidden', 'setup_required'] },
    },
    { kind: 'success', status: 200, description: 'The plans (with an ETag, `no-cache`)' },
    {
      kind: 'success',
      status: 304,
      description: 'Not modified: If-None-Match holds the current public list',
      contentType: null,
    },
  );
  const created = succeedsWith(201, 'The plan, created');
  // The same route without the chain, for the public list only, its query through the same schema (once
  // per query text, remembered: the parse was most of a warm read's cost, as for the open spaces).
  const asksPublicList = rememberParses((query) => {
    const value = PLAIN_QUERIES.get(query);
    const parsed = value === undefined ? undefined : listQuerySchema.safeParse(value);
    return parsed?.success === true && parsed.data.scope === 'public';
  });
  fastReads?.((path, query) =>
    path === '' && asksPublicList(query) ? publicPlans.peek('public') : undefined,
  );

  return new Hono()
    .get('/', listed, async (c) => {
      const { scope } = c.req.valid('query');
      if (scope === 'all') {
        const staff = await authenticate(c, deps);
        if (!can(staff.role, 'admin')) throw new HttpError(403, 'forbidden');
        return c.json(await listStaffPlans(deps), 200);
      }
      return answerCachedJson(
        c,
        await publicPlans.read('public', async () => ({
          value: cachedJson(await listPlans(deps.db, 'public')),
        })),
      );
    })
    .post(
      '/',
      auth,
      requireCapability('admin'),
      created,
      validate('json', planInputSchema),
      audited('plan_created', 'plan', { target: { from: 'response' } }),
      async (c) => c.json(await createPlan(deps.db, c.req.valid('json')), 201),
    )
    .put(
      '/:id',
      auth,
      requireCapability('admin'),
      failsWith({ 404: ['plan_not_found'], 422: ['price_change_too_soon'] }),
      validate('param', idParamSchema),
      validate('json', planUpdateSchema),
      // The price change the save started (its date, how many were told) is on the record with it.
      audited('plan_updated', 'plan', {
        details: (answer) =>
          answer?.pending_price_change ? { pending_price_change: answer.pending_price_change } : {},
      }),
      async (c) =>
        c.json(
          await updatePlanWithPriceChange(
            deps,
            c.req.valid('param').id,
            c.req.valid('json'),
            c.get('staff').userId,
          ),
          200,
        ),
    );
}
