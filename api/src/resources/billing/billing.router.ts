import { Hono } from 'hono';
import {
  createIntentInputSchema,
  receiptQuerySchema,
  subscribeInputSchema,
} from '../../contract/billing-input';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../middleware/validate';
import { WebhookSignatureError } from '../../providers/payments/payments-provider';
import { billingConfig, createIntent, subscribe } from './billing.service';
import type { BillingDeps } from './billing-deps';
import { handleProviderEvent } from './provider-events.service';
import { findReceipt } from './receipt.service';

export function createBillingRouter(deps: BillingDeps) {
  return new Hono()
    .get('/config', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(billingConfig(deps), 200);
    })
    .post('/create-intent', validate('json', createIntentInputSchema), async (c) => {
      return c.json(await createIntent(deps, c.req.valid('json')), 200);
    })
    .post('/subscribe', validate('json', subscribeInputSchema), async (c) => {
      return c.json(await subscribe(deps, c.req.valid('json')), 200);
    })
    .post('/webhook', async (c) => {
      if (deps.payments.kind !== 'stripe') throw new HttpError(404, 'not_found');
      // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialised JSON.
      const rawBody = await c.req.text();
      let event: unknown;
      try {
        event = deps.payments.verifyWebhook(rawBody, c.req.header('Stripe-Signature'));
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new HttpError(
            400,
            'webhook_signature_invalid',
            `Webhook signature verification failed: ${error.message}`,
          );
        }
        throw error;
      }
      const outcome = await handleProviderEvent(deps, event);
      return c.json({ received: true as const, duplicate: outcome.kind === 'duplicate' }, 200);
    })
    .get('/receipt', validate('query', receiptQuerySchema), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(findReceipt(deps.db, c.req.valid('query')), 200);
    });
}
