import { Hono } from 'hono';
import type { PaymentLedger } from '../../../domain/payment-lifecycle/payment-ledger';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith, succeedsWith, takesBody } from '../../../lib/route-docs';
import { WebhookSignatureError } from '../../../providers/payments/payments-provider';
import { handleProviderEvent } from './provider-events.service';

/** Mounted at `/billing`: Stripe's signed webhook (the sandbox hands its events to the same handler). */
export function createWebhookRouter(deps: PaymentDeps, ledger: PaymentLedger) {
  const signedEvent = takesBody({
    description: 'A Stripe event, exactly as Stripe sent it: its signature covers these bytes.',
    required: true,
    contentType: 'application/json',
    schema: {
      type: 'object',
      required: ['id', 'type'],
      properties: { id: { type: 'string' }, type: { type: 'string' } },
    },
    headers: { 'Stripe-Signature': "Stripe's signature of the raw body (STRIPE_WEBHOOK_SECRET)." },
  });
  // 404 unless Stripe is the payment provider (the sandbox hands its events over in-process).
  const refused = failsWith({ 400: ['webhook_signature_invalid'], 404: ['not_found'] });
  const received = succeedsWith(200, 'Applied once; `duplicate` when this event was applied before', {
    schema: {
      type: 'object',
      required: ['received', 'duplicate'],
      properties: { received: { const: true }, duplicate: { type: 'boolean' } },
    },
  });
  return new Hono().post('/webhook', signedEvent, refused, received, async (c) => {
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
