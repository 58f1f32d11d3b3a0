import { Hono } from 'hono';
import type { Config } from '../../config';
import { type LeadResponse, leadInputSchema } from '../../contract/lead-input';
import type { Database } from '../../db/open-database';
import { failsWith } from '../../lib/route-docs';
import { throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { addLead } from './leads.service';

export function createLeadsRouter(deps: { db: Database; config: Config; now: () => Date }) {
  // A person joins once, perhaps again after a typo; a script sent 300 in under two seconds.
  const joins = throttle({ bucket: 'waitlist-leads', limit: 5, windowMs: 10 * 60_000 });
  return new Hono().post(
    '/',
    joins,
    failsWith({ 403: ['captcha_pass_required'] }),
    validate('json', leadInputSchema),
    (c) => {
      addLead(deps, c.req.valid('json'));
      const body: LeadResponse = { ok: true };
      return c.json(body, 200);
    },
  );
}
