import { Hono } from 'hono';
import { type LeadResponse, leadInputSchema } from '../../contract/lead-input';
import type { PaymentDeps } from '../../lib/payment-deps';
import { failsWith } from '../../lib/route-docs';
import { clientKey, throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { addLead } from './leads.service';

export function createLeadsRouter(deps: PaymentDeps) {
  // A person joins once, perhaps again after a typo; a script sent 300 in under two seconds.
  const joins = throttle({ bucket: 'waitlist-leads', limit: 5, windowMs: 10 * 60_000 });
  return new Hono().post(
    '/',
    joins,
    failsWith({ 403: ['captcha_pass_required'] }),
    validate('json', leadInputSchema),
    async (c) => {
      await addLead(deps, c.req.valid('json'), clientKey(c));
      const body: LeadResponse = { ok: true };
      return c.json(body, 200);
    },
  );
}
