import { Hono } from 'hono';
import { waitlistEntrySchema, waitlistStatusSchema, waitlistTokenInputSchema } from '../../contract/waitlist';
import { idParamSchema } from '../../lib/id-param-schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { waitlistAction } from './waitlist-public.service';
import { listWaitlist, offerNextNow, removeEntry } from './waitlist-staff.service';

/**
 * Mounted at `/waitlist`. Public: what the private link does (`status`, `confirm`, `leave`,
 * `decline`), the token in the body. Staff (capability `waitlist`): the list, the next offer, remove.
 */
export function createWaitlistRouter(deps: PaymentDeps) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  const staff = requireCapability('waitlist');
  // A person opens their page a few times; a script guessing tokens is stopped long before it matters.
  const links = throttle({ bucket: 'waitlist-link', limit: 60, windowMs: 10 * 60_000 });
  const unknown = failsWith({ 404: ['waitlist_entry_not_found'] });
  const status = succeedsWith(200, 'The entry as its owner sees it', { schema: waitlistStatusSchema });
  const body = validate('json', waitlistTokenInputSchema);
  return new Hono()
    .post('/status', links, unknown, status, body, async (c) => {
      return c.json(await waitlistAction(deps, c.req.valid('json').token, 'status'), 200);
    })
    .post('/confirm', links, unknown, status, body, async (c) => {
      return c.json(await waitlistAction(deps, c.req.valid('json').token, 'confirm'), 200);
    })
    .post('/leave', links, unknown, status, body, async (c) => {
      return c.json(await waitlistAction(deps, c.req.valid('json').token, 'leave'), 200);
    })
    .post(
      '/decline',
      links,
      failsWith({ 404: ['waitlist_entry_not_found'], 409: ['waitlist_offer_not_open'] }),
      status,
      body,
      async (c) => {
        return c.json(await waitlistAction(deps, c.req.valid('json').token, 'decline'), 200);
      },
    )
    .get('/', auth, staff, async (c) => c.json(await listWaitlist(deps), 200))
    .post(
      '/offer-next',
      auth,
      staff,
      failsWith({ 409: ['waitlist_no_space', 'waitlist_empty'] }),
      succeedsWith(200, 'The entry offered the space now', { schema: waitlistEntrySchema }),
      audited('waitlist_offered', 'waitlist_entry', { target: { from: 'response' } }),
      async (c) => c.json(await offerNextNow(deps, c.get('staff').username), 200),
    )
    .delete(
      '/:id',
      auth,
      staff,
      unknown,
      succeedsWith(204, 'The entry is removed (an offer it held goes to the next person)', {
        contentType: null,
      }),
      validate('param', idParamSchema),
      audited('waitlist_entry_removed', 'waitlist_entry'),
      async (c) => {
        await removeEntry(deps, c.req.valid('param').id, c.get('staff').username);
        return c.body(null, 204);
      },
    );
}
