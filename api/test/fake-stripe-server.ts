import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import Stripe from 'stripe';
import { cardBehaviour } from '../src/providers/payments/test-cards';

// A local HTTP server speaking the part of Stripe's REST API that StripePayments uses: form-encoded
// bodies with bracketed keys, Bearer auth, idempotency keys, Stripe's error envelope. Tests point the
// real SDK at it (`host`, `port`, `protocol: 'http'`) and drive the browser's side (Stripe.js) through
// the helpers below. Test-only: nothing in the app imports it.

type StripeObject = Record<string, unknown> & { id: string };

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
};

type Stored = { status: number; body: unknown; fingerprint: string };

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** `a[b][0][c]=v` form encoding (Stripe's, from the `qs` library) back into nested objects and arrays. */
export function parseStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(keys[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      const slot = Array.isArray(node) && key === '' ? String(node.length) : key;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

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
  /** An event envelope as Stripe posts it to a webhook. */
  event(type: string, object: StripeObject): { id: string; payload: string };
  /** A valid Stripe-Signature header for a payload (timestamp in seconds, default now). */
  sign(payload: string, timestamp?: number): string;
  close(): Promise<void>;
};

export async function startFakeStripe(
  options: { apiKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_secret';
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const idempotency = new Map<string, Stored>();

  const put = <T extends StripeObject>(object: T): T & StripeObject => {
    objects.set(object.id, object);
    return object;
  };
  const get = (id: string | undefined) => (id ? objects.get(id) : undefined);
  const stripeError = (c: Context, status: 400 | 401 | 404, type: string, message: string, code?: string) =>
    c.json({ error: { type, message, ...(code ? { code } : {}) } }, status);

  const paymentMethodFor = (cardNumber: string, customer: string | null) => {
    const behaviour = cardBehaviour(cardNumber);
    return put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: behaviour.brand,
        last4: cardNumber.replace(/\D/g, '').slice(-4),
        exp_month: 12,
        exp_year: 2030,
      },
      // Kept server-side only in real Stripe; here it decides what charges do.
      _number: cardNumber,
    });
  };

  const settleIntent = (intent: StripeObject, mode: 'on_session' | 'subscription') => {
    const method = get(intent.payment_method as string | undefined);
    const behaviour = cardBehaviour(String(method?._number ?? ''));
    if (
      behaviour.threeDSecure === 'always' ||
      (behaviour.threeDSecure === 'setup_once' && mode === 'on_session')
    ) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    } else if (behaviour.chargeDecline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = behaviour.chargeDecline;
    } else {
      succeed(intent);
    }
  };

  const succeed = (intent: StripeObject) => {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    const invoice = get(intent._invoice as string | undefined);
    if (invoice) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.total;
      invoice.amount_due = 0;
      const subscription = get(
        (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
          .subscription,
      );
      if (subscription) subscription.status = 'active';
    }
  };

  const expandInvoice = (invoice: StripeObject, expand: string[]) => {
    const view: Record<string, unknown> = { ...invoice };
    const intent = get(invoice._payment_intent as string);
    if (expand.some((path) => path.endsWith('payments'))) {
      view.payments = {
        object: 'list',
        data: [
          {
            id: newId('inpay'),
            object: 'invoice_payment',
            amount_paid: invoice.status === 'paid' ? invoice.amount_paid : null,
            amount_requested: invoice.amount_due,
            currency: 'usd',
            invoice: invoice.id,
            is_default: true,
            livemode: false,
            payment: { type: 'payment_intent', payment_intent: intent?.id },
            status: invoice.status === 'paid' ? 'paid' : 'open',
          },
        ],
      };
    }
    if (expand.some((path) => path.endsWith('confirmation_secret'))) {
      view.confirmation_secret = { type: 'payment_intent', client_secret: intent?.client_secret };
    }
    return strip(view);
  };

  const app = new Hono<{ Variables: { form: Record<string, unknown> } }>();

  app.use('*', async (c, next) => {
    const raw = c.req.method === 'GET' || c.req.method === 'DELETE' ? '' : await c.req.text();
    const query = new URL(c.req.url).search.slice(1);
    const body = parseStripeForm(raw || query);
    const idempotencyKey = c.req.header('Idempotency-Key');
    requests.push({
      method: c.req.method,
      path: c.req.path,
      authorization: c.req.header('Authorization'),
      idempotencyKey,
      contentType: c.req.header('Content-Type'),
      body,
    });
    c.set('form', body);
    if (c.req.header('Authorization') !== `Bearer ${apiKey}`) {
      return stripeError(c, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (c.req.method === 'POST' && idempotencyKey) {
      const fingerprint = `${c.req.path}?${raw}`;
      const stored = idempotency.get(idempotencyKey);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          return c.json(
            {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            },
            400,
          );
        }
        c.header('Idempotent-Replayed', 'true');
        return c.json(stored.body as object, stored.status as 200);
      }
      await next();
      const response = c.res.clone();
      idempotency.set(idempotencyKey, { status: response.status, body: await response.json(), fingerprint });
      return;
    }
    await next();
  });

  type FakeContext = Context<{ Variables: { form: Record<string, unknown> } }>;
  const form = (c: FakeContext) => c.get('form');
  const expandOf = (c: FakeContext) => (form(c).expand as string[] | undefined) ?? [];

  app.get('/v1/balance', (c) => c.json({ object: 'balance', available: [], pending: [], livemode: false }));

  app.post('/v1/customers', (c) => {
    const body = form(c);
    return c.json(
      put({
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      }),
    );
  });

  app.post('/v1/payment_intents', (c) => {
    const body = form(c);
    if (!body.amount || !body.currency) {
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'Missing required param: amount.',
        'parameter_missing',
      );
    }
    const id = newId('pi');
    return c.json(
      strip(
        put({
          id,
          object: 'payment_intent',
          amount: Number(body.amount),
          amount_received: 0,
          currency: body.currency,
          customer: body.customer ?? null,
          description: body.description ?? null,
          receipt_email: body.receipt_email ?? null,
          metadata: body.metadata ?? {},
          payment_method: null,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          last_payment_error: null,
        }),
      ),
    );
  });

  app.get('/v1/payment_intents/:id', (c) => {
    const intent = get(c.req.param('id'));
    if (!intent)
      return stripeError(c, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
    return c.json(strip(intent));
  });

  app.post('/v1/payment_intents/:id/cancel', (c) => {
    const intent = get(c.req.param('id'));
    if (!intent)
      return stripeError(c, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
    intent.status = 'canceled';
    return c.json(strip(intent));
  });

  app.post('/v1/setup_intents', (c) => {
    const body = form(c);
    const id = newId('seti');
    return c.json(
      strip(
        put({
          id,
          object: 'setup_intent',
          customer: body.customer ?? null,
          usage: body.usage ?? 'off_session',
          metadata: body.metadata ?? {},
          payment_method: null,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        }),
      ),
    );
  });

  app.get('/v1/payment_methods/:id', (c) => {
    const method = get(c.req.param('id'));
    if (!method)
      return stripeError(c, 404, 'invalid_request_error', 'No such PaymentMethod', 'resource_missing');
    return c.json(strip(method));
  });

  app.get('/v1/prices', (c) => {
    const keys = (form(c).lookup_keys as string[] | undefined) ?? [];
    const data = [...objects.values()]
      .filter((object) => object.object === 'price' && keys.includes(String(object.lookup_key)))
      .map(strip);
    return c.json({ object: 'list', data, has_more: false, url: '/v1/prices' });
  });

  app.post('/v1/prices', (c) => {
    const body = form(c);
    const recurring = body.recurring as { interval?: string; interval_count?: string } | undefined;
    return c.json(
      put({
        id: newId('price'),
        object: 'price',
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: { interval: recurring?.interval, interval_count: Number(recurring?.interval_count ?? 1) },
        lookup_key: body.lookup_key ?? null,
        product: newId('prod'),
      }),
    );
  });

  app.get('/v1/coupons/:id', (c) => {
    const coupon = get(c.req.param('id'));
    if (!coupon) return stripeError(c, 404, 'invalid_request_error', 'No such coupon', 'resource_missing');
    return c.json(coupon);
  });

  app.post('/v1/coupons', (c) => {
    const body = form(c);
    const id = String(body.id ?? newId('coupon'));
    if (get(id))
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'Coupon already exists.',
        'resource_already_exists',
      );
    return c.json(
      put({
        id,
        object: 'coupon',
        percent_off: Number(body.percent_off),
        duration: body.duration,
        duration_in_months: Number(body.duration_in_months),
        name: body.name ?? null,
      }),
    );
  });

  app.post('/v1/subscriptions', (c) => {
    const body = form(c);
    const items = (body.items as { price: string }[] | undefined) ?? [];
    const price = get(items[0]?.price);
    const method = get(body.default_payment_method as string | undefined);
    if (!price) return stripeError(c, 400, 'invalid_request_error', 'No such price', 'resource_missing');
    if (!method || method.customer !== body.customer) {
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'The payment method is not attached to the customer.',
      );
    }
    // The coupon may sit on the subscription or (as StripePayments puts it) on its item.
    const itemDiscounts = (items[0] as { discounts?: { coupon: string }[] } | undefined)?.discounts;
    const discounts = (body.discounts as { coupon: string }[] | undefined) ?? itemDiscounts ?? [];
    const coupon = get(discounts[0]?.coupon);
    const subtotal = Number(price.unit_amount);
    const recurringTotal = coupon
      ? Math.round((subtotal * (100 - Number(coupon.percent_off))) / 100)
      : subtotal;
    const subscriptionId = newId('sub');
    const start = now();
    const anchor = body.billing_cycle_anchor ? Number(body.billing_cycle_anchor) : null;
    const oneOff = (
      (body.add_invoice_items as { price_data?: { unit_amount?: string } }[] | undefined) ?? []
    ).map((item) => Number(item.price_data?.unit_amount ?? 0));
    // A future anchor without proration: the time until it is free; one-off items are still charged now.
    const freeUntilAnchor = anchor !== null && body.proration_behavior === 'none';
    const total = freeUntilAnchor ? oneOff.reduce((sum, amount) => sum + amount, 0) : recurringTotal;
    const periodEnd = anchor ?? start + 30 * 86_400;
    const invoice: StripeObject = put({
      id: newId('in'),
      object: 'invoice',
      customer: body.customer,
      status: 'open',
      billing_reason: 'subscription_create',
      subtotal: total,
      total,
      amount_due: total,
      amount_paid: 0,
      attempt_count: 0,
      lines: {
        object: 'list',
        data: [
          ...oneOff.map((amount) => invoiceItemLine(amount, start, start)),
          subscriptionItemLine(freeUntilAnchor ? 0 : recurringTotal, start, periodEnd, subscriptionId),
        ],
      },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: body.metadata ?? {} },
      },
    });
    const intentId = newId('pi');
    const intent = put({
      id: intentId,
      object: 'payment_intent',
      amount: total,
      amount_received: 0,
      currency: 'usd',
      customer: body.customer,
      metadata: {},
      payment_method: method.id,
      status: 'requires_confirmation',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
      _invoice: invoice.id,
    });
    invoice._payment_intent = intent.id;
    const subscription = put({
      id: subscriptionId,
      object: 'subscription',
      customer: body.customer,
      status: 'incomplete',
      default_payment_method: method.id,
      metadata: body.metadata ?? {},
      discounts: coupon ? [{ coupon: strip(coupon) }] : [],
      billing_cycle_anchor: anchor ?? start,
      items: {
        object: 'list',
        data: [{ price: strip(price), current_period_start: start, current_period_end: periodEnd }],
      },
      latest_invoice: invoice.id,
    });
    if (total === 0) succeed(intent);
    else settleIntent(intent, 'subscription');
    const view: Record<string, unknown> = { ...subscription };
    if (expandOf(c).some((path) => path.startsWith('latest_invoice'))) {
      view.latest_invoice = expandInvoice(invoice, expandOf(c));
    }
    return c.json(strip(view));
  });

  app.delete('/v1/subscriptions/:id', (c) => {
    const subscription = get(c.req.param('id'));
    if (!subscription)
      return stripeError(c, 404, 'invalid_request_error', 'No such subscription', 'resource_missing');
    subscription.status = 'canceled';
    return c.json(strip(subscription));
  });

  app.get('/v1/invoices/:id', (c) => {
    const invoice = get(c.req.param('id'));
    if (!invoice) return stripeError(c, 404, 'invalid_request_error', 'No such invoice', 'resource_missing');
    return c.json(expandInvoice(invoice, expandOf(c)));
  });

  app.get('/v1/customers/:id', (c) => {
    const customer = get(c.req.param('id'));
    if (!customer)
      return stripeError(c, 404, 'invalid_request_error', 'No such customer', 'resource_missing');
    return c.json(strip(customer));
  });

  app.post('/v1/customers/:id', (c) => {
    const customer = get(c.req.param('id'));
    if (!customer)
      return stripeError(c, 404, 'invalid_request_error', 'No such customer', 'resource_missing');
    const settings = form(c).invoice_settings as { default_payment_method?: string } | undefined;
    if (settings?.default_payment_method) {
      customer.invoice_settings = { default_payment_method: settings.default_payment_method };
    }
    return c.json(strip(customer));
  });

  app.get('/v1/setup_intents/:id', (c) => {
    const intent = get(c.req.param('id'));
    if (!intent)
      return stripeError(c, 404, 'invalid_request_error', 'No such setupintent', 'resource_missing');
    return c.json(strip(intent));
  });

  app.post('/v1/checkout/sessions', (c) => {
    const body = form(c);
    if (body.mode !== 'setup') {
      return stripeError(c, 400, 'invalid_request_error', 'Only setup mode is faked', 'parameter_invalid');
    }
    const intentId = newId('seti');
    put({
      id: intentId,
      object: 'setup_intent',
      customer: body.customer ?? null,
      usage: 'off_session',
      metadata: (body.setup_intent_data as { metadata?: object } | undefined)?.metadata ?? {},
      payment_method: null,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
    });
    const id = newId('cs_test');
    return c.json(
      strip(
        put({
          id,
          object: 'checkout.session',
          mode: 'setup',
          status: 'open',
          customer: body.customer ?? null,
          currency: body.currency ?? null,
          locale: body.locale ?? null,
          metadata: body.metadata ?? {},
          setup_intent: intentId,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      ),
    );
  });

  app.get('/v1/checkout/sessions/:id', (c) => {
    const session = get(c.req.param('id'));
    if (!session)
      return stripeError(c, 404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
    const view: Record<string, unknown> = { ...session };
    if (expandOf(c).includes('setup_intent'))
      view.setup_intent = strip(get(String(session.setup_intent)) ?? { id: '' });
    return c.json(strip(view));
  });

  app.get('/v1/subscriptions', (c) => {
    const customer = form(c).customer;
    const data = [...objects.values()]
      .filter((object) => object.object === 'subscription' && object.customer === customer)
      .reverse()
      .map(strip);
    return c.json({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
  });

  app.get('/v1/subscriptions/:id', (c) => {
    const subscription = get(c.req.param('id'));
    if (!subscription)
      return stripeError(c, 404, 'invalid_request_error', 'No such subscription', 'resource_missing');
    return c.json(strip(subscription));
  });

  app.post('/v1/subscriptions/:id', (c) => {
    const subscription = get(c.req.param('id'));
    if (!subscription)
      return stripeError(c, 404, 'invalid_request_error', 'No such subscription', 'resource_missing');
    const method = form(c).default_payment_method;
    if (typeof method === 'string') subscription.default_payment_method = method;
    return c.json(strip(subscription));
  });

  app.post('/v1/invoices/:id/pay', (c) => {
    const invoice = get(c.req.param('id'));
    if (!invoice) return stripeError(c, 404, 'invalid_request_error', 'No such invoice', 'resource_missing');
    if (invoice.status !== 'open') {
      return stripeError(c, 400, 'invalid_request_error', 'Invoice is already paid', 'invoice_not_open');
    }
    const intent = get(invoice._payment_intent as string);
    const subscription = get(
      (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
        .subscription,
    );
    if (!intent) return stripeError(c, 400, 'invalid_request_error', 'Invoice has no payment');
    intent.payment_method = subscription?.default_payment_method ?? intent.payment_method;
    invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
    settleIntent(intent, 'subscription');
    if (intent.status !== 'succeeded') {
      const error =
        (intent.last_payment_error as { code?: string; decline_code?: string; message?: string }) ?? {};
      return c.json(
        {
          error: {
            type: 'card_error',
            code: error.code ?? 'card_declined',
            decline_code: error.decline_code,
            message: error.message ?? 'Your card was declined.',
            payment_intent: strip(intent),
          },
        },
        402,
      );
    }
    return c.json(strip(invoice));
  });

  app.post('/v1/refunds', (c) => {
    const body = form(c);
    const intent = get(body.payment_intent as string | undefined);
    if (intent?.status !== 'succeeded') {
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'This PaymentIntent does not have a successful charge to refund.',
      );
    }
    return c.json(
      put({
        id: newId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount_received,
        status: 'succeeded',
        metadata: body.metadata ?? {},
      }),
    );
  });

  app.notFound((c) =>
    stripeError(c, 404, 'invalid_request_error', `Unrecognized request URL (${c.req.method}: ${c.req.path})`),
  );

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;

  const requireObject = (id: string) => {
    const object = get(id);
    if (!object) throw new Error(`fake Stripe has no ${id}`);
    return object;
  };

  return {
    apiKey,
    webhookSecret,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    objects,
    confirmPaymentIntent(id, cardNumber) {
      const intent = requireObject(id);
      intent.payment_method = paymentMethodFor(cardNumber, null).id;
      settleIntent(intent, 'on_session');
      return strip(intent) as StripeObject;
    },
    confirmSetupIntent(id, cardNumber) {
      const intent = requireObject(id);
      const method = paymentMethodFor(cardNumber, String(intent.customer));
      intent.payment_method = method.id;
      intent.status = 'succeeded';
      return strip(intent) as StripeObject;
    },
    completeSetupSession(id, cardNumber) {
      const session = requireObject(id);
      const intent = requireObject(String(session.setup_intent));
      intent.payment_method = paymentMethodFor(cardNumber, String(intent.customer)).id;
      intent.status = 'succeeded';
      session.status = 'complete';
      return strip(session) as StripeObject;
    },
    completeThreeDSecure(id) {
      const intent = requireObject(id);
      if (intent.status !== 'requires_action') throw new Error(`${id} is ${String(intent.status)}`);
      succeed(intent);
      return strip(intent) as StripeObject;
    },
    event(type, object) {
      const id = newId('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: now(),
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object: strip(object) },
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

/** An invoice line for a one-off invoice item, shaped as Stripe's `line_item` fixture. */
function invoiceItemLine(amount: number, start: number, end: number) {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: 'usd',
    description: 'One-off item',
    discountable: true,
    livemode: false,
    metadata: {},
    parent: {
      type: 'invoice_item_details',
      invoice_item_details: { invoice_item: newId('ii'), proration: false, subscription: null },
      subscription_item_details: null,
    },
    period: { start, end },
    quantity: 1,
  };
}

/** The subscription item's line of an invoice, shaped as Stripe's `line_item` fixture. */
export function subscriptionItemLine(amount: number, start: number, end: number, subscription: string) {
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: 'usd',
    description: '1 × Monthly pass',
    discountable: true,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        subscription,
        subscription_item: `si_${subscription.slice(4)}`,
      },
    },
    period: { start, end },
    quantity: 1,
  };
}

/** Drops the fake's private bookkeeping fields (prefixed `_`) from what leaves the server. */
function strip<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as T;
}
