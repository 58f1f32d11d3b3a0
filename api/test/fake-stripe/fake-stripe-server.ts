import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import Stripe from 'stripe';
import { billingRoutes } from './billing-routes';
import { fakeStripeApp, type RecordedRequest, stripeError } from './fake-stripe-http';
import { FakeStripeObjects } from './fake-stripe-objects';
import { paymentRoutes } from './payment-routes';
import { newId, now, type StripeObject, strip } from './stripe-wire';

// A local HTTP server speaking the part of Stripe's REST API that StripePayments uses: form-encoded
// bodies with bracketed keys, Bearer auth, idempotency keys, Stripe's error envelope. Tests point the
// real SDK at it (`host`, `port`, `protocol: 'http'`) and drive the browser's side (Stripe.js) through
// the helpers below. Test-only: nothing in the app imports it.

export type FakeStripe = {
  apiKey: string;
  webhookSecret: string;
  api: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  objects: Map<string, StripeObject>;
  /** What Stripe.js does when the visitor submits a card for a payment intent. */
  confirmPaymentIntent(id: string, cardNumber: string): StripeObject;
  /** The customer finishes the hosted set-up page: the card is saved and the session completes. */
  completeSetupSession(id: string, cardNumber: string): StripeObject;
  /** What Stripe.js does for a setup intent: saves the card on the customer. */
  confirmSetupIntent(id: string, cardNumber: string): StripeObject;
  /** The visitor passes the 3-D Secure step of a payment intent. */
  completeThreeDSecure(id: string): StripeObject;
  /** An event envelope as Stripe posts it to a webhook (an invoice without its includable fields). */
  event(type: string, object: StripeObject): { id: string; payload: string };
  /** A valid Stripe-Signature header for a payload (timestamp in seconds, default now). */
  sign(payload: string, timestamp?: number): string;
  close(): Promise<void>;
};

/** Invoice fields Stripe returns only when asked (`expand`/includable) and never in a webhook body. */
const INVOICE_INCLUDABLE = ['payments', 'confirmation_secret'];

function withoutIncludable(object: StripeObject): StripeObject {
  return Object.fromEntries(
    Object.entries(object).filter(([key]) => !INVOICE_INCLUDABLE.includes(key)),
  ) as StripeObject;
}

export async function startFakeStripe(
  options: { apiKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_secret';
  const requests: RecordedRequest[] = [];
  const objects = new FakeStripeObjects();

  const app = fakeStripeApp({ apiKey, requests });
  paymentRoutes(app, objects);
  billingRoutes(app, objects);
  app.notFound((c) =>
    stripeError(c, 404, 'invalid_request_error', `Unrecognized request URL (${c.req.method}: ${c.req.path})`),
  );

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;

  return {
    apiKey,
    webhookSecret,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    objects: objects.all,
    confirmPaymentIntent(id, cardNumber) {
      const intent = objects.require(id);
      intent.payment_method = objects.paymentMethodFor(cardNumber, null).id;
      objects.settleIntent(intent, 'on_session');
      return strip(intent);
    },
    confirmSetupIntent(id, cardNumber) {
      const intent = objects.require(id);
      const method = objects.paymentMethodFor(cardNumber, String(intent.customer));
      intent.payment_method = method.id;
      intent.status = 'succeeded';
      return strip(intent);
    },
    completeSetupSession(id, cardNumber) {
      const session = objects.require(id);
      const intent = objects.require(String(session.setup_intent));
      intent.payment_method = objects.paymentMethodFor(cardNumber, String(intent.customer)).id;
      intent.status = 'succeeded';
      session.status = 'complete';
      return strip(session);
    },
    completeThreeDSecure(id) {
      const intent = objects.require(id);
      if (intent.status !== 'requires_action') throw new Error(`${id} is ${String(intent.status)}`);
      objects.succeed(intent);
      return strip(intent);
    },
    event(type, object) {
      const id = newId('evt');
      // As Stripe: an event's object never carries includable fields, whatever the API returned.
      const body = object.object === 'invoice' ? withoutIncludable(object) : object;
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: now(),
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object: strip(body) },
      });
      return { id, payload };
    },
    sign(payload, timestamp = now()) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
