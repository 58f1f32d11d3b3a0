import { Hono } from 'hono';
import type { PaymentLedger } from '../../../domain/payment-lifecycle/payment-ledger';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { WebhookSignatureError } from '../../../providers/payments/payments-provider';
import { handleProviderEvent } from './provider-events.service';

/** Mounted at `/billing`: Stripe's signed webhook (the sandbox hands its events to the same handler). */
export function createWebhookRouter(deps: PaymentDeps, ledger: PaymentLedger) {
  return new Hono().post('/webhook', async (c) => {
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
    const outcome = await handleProviderEvent(deps, ledger, event);
    return c.json({ received: true as const, duplicate: outcome.kind === 'duplicate' }, 200);
  });
}
