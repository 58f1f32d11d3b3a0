import { Hono } from 'hono';
import {
  createIntentInputSchema,
  holdTokenInputSchema,
  subscribeInputSchema,
} from '../../../contract/billing-input';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith, succeedsWith } from '../../../lib/route-docs';
import { consentClient } from '../../../middleware/consent-client';
import { throttle } from '../../../middleware/throttle';
import { validate } from '../../../middleware/validate';
import { billingConfig } from './billing-config.service';
import { createIntent } from './create-intent.service';
import { keepHoldAlive, releaseCheckoutHold } from './holds.service';
import { subscribe } from './subscribe.service';

/** Mounted at `/billing`: the checkout's calls (provider config, create-intent, subscribe, hold/*). */
export function createCheckoutRouter(deps: PaymentDeps) {
  // A buyer starts a checkout once or twice (a plan change, a retry after a lapsed hold); a script
  // starting dozens is stopped here before the hold caps are even asked.
  const starts = deps.config.checkoutClientLimits
    ? throttle({ bucket: 'checkout-create-intent', limit: 10, windowMs: 10 * 60_000 })
    : throttle({ bucket: 'checkout-create-intent', limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 });
  // One heartbeat a minute per open checkout page; generous for a few tabs behind one address.
  const holds = throttle({ bucket: 'checkout-holds', limit: 120, windowMs: 10 * 60_000 });
  const subscribeFailures = failsWith({
    400: [
      'honeypot',
      'plan_not_found',
      'autopay_only',
      'consent_required',
      'no_payment_information',
      'amex_not_accepted',
    ],
    // payment_failed: the card was refused (`payment_code`, `decline_code`).
    402: ['payment_failed'],
    409: ['checkout_not_found', 'vehicle_changed', 'spaces_taken'],
    503: ['payment_provider_unavailable'],
  });
  const holdGone = failsWith({ 409: ['checkout_not_found', 'spaces_taken'] });
  const released = succeedsWith(204, 'The hold is released (or was already gone)', { contentType: null });
  return new Hono()
    .get('/config', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(billingConfig(deps), 200);
    })
    .post(
      '/create-intent',
      starts,
      failsWith({
        400: ['honeypot', 'email_mismatch', 'zip_state_mismatch', 'plan_not_found', 'consent_required'],
        // captcha_pass_required: no live pass from `POST /captcha/verify` solved on this network.
        // captcha_pass_used: the pass started another checkout (only that checkout's `checkoutToken` reuses it).
        403: ['captcha_pass_required', 'captcha_pass_used'],
        // checkout_in_progress: another browser's checkout of this plate or e-mail is being paid at the provider.
        // waitlist_*: a `waitlistOfferToken` that is unknown, ended, or made to another e-mail.
        404: ['waitlist_entry_not_found'],
        409: [
          'email_banned',
          'plate_not_allowed',
          'spaces_taken',
          'too_many_holds',
          'checkout_in_progress',
          'waitlist_offer_expired',
          'waitlist_offer_email_mismatch',
        ],
        503: ['payment_provider_unavailable'],
      }),
      validate('json', createIntentInputSchema),
      async (c) => {
        return c.json(await createIntent(deps, c.req.valid('json'), consentClient(c)), 200);
      },
    )
    .post('/subscribe', subscribeFailures, validate('json', subscribeInputSchema), async (c) => {
      return c.json(await subscribe(deps, c.req.valid('json'), consentClient(c)), 200);
    })
    .post('/hold/keepalive', holds, holdGone, validate('json', holdTokenInputSchema), async (c) => {
      return c.json(await keepHoldAlive(deps, c.req.valid('json').checkoutToken), 200);
    })
    .post('/hold/release', holds, released, validate('json', holdTokenInputSchema), async (c) => {
      await releaseCheckoutHold(deps, c.req.valid('json').checkoutToken);
      return c.body(null, 204);
    });
}
