import { cardError, expandOf, type FakeApp, form, stripeError } from './fake-stripe-http';
import type { FakeStripeObjects } from './fake-stripe-objects';
import { clientSecretFor, newId, type StripeObject, strip } from './stripe-wire';

/** Customers, one-time payments, saved cards (setup intents and the hosted set-up page) and refunds. */
export function paymentRoutes(app: FakeApp, objects: FakeStripeObjects): void {
  app.get('/v1/balance', (c) => c.json({ object: 'balance', available: [], pending: [], livemode: false }));

  app.post('/v1/customers', (c) => {
    const body = form(c);
    return c.json(
      objects.put({
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
    const intent: StripeObject = objects.put({
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
      client_secret: clientSecretFor(id),
      last_payment_error: null,
    });
    if (body.confirm !== 'true') return c.json(strip(intent));
    // Confirmed at once on a saved card: only a card saved on this very customer can be charged.
    const method = objects.get(body.payment_method as string | undefined);
    if (!method || method.customer !== intent.customer) {
      objects.all.delete(id);
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'The provided PaymentMethod was previously used with a different customer or does not belong to this customer.',
        'payment_method_invalid_parameter',
      );
    }
    intent.payment_method = method.id;
    objects.settleIntent(intent, body.off_session === 'true' ? 'off_session' : 'on_session');
    if (intent.status === 'succeeded') return c.json(strip(intent));
    return cardError(c, intent);
  });

  app.get('/v1/payment_intents/:id', (c) => {
    const intent = objects.get(c.req.param('id'));
    if (!intent)
      return stripeError(c, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
    return c.json(strip(intent));
  });

  app.post('/v1/payment_intents/:id/cancel', (c) => {
    const intent = objects.get(c.req.param('id'));
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
        objects.put({
          id,
          object: 'setup_intent',
          customer: body.customer ?? null,
          usage: body.usage ?? 'off_session',
          metadata: body.metadata ?? {},
          payment_method: null,
          status: 'requires_payment_method',
          client_secret: clientSecretFor(id),
        }),
      ),
    );
  });

  app.get('/v1/payment_methods/:id', (c) => {
    const method = objects.get(c.req.param('id'));
    if (!method)
      return stripeError(c, 404, 'invalid_request_error', 'No such PaymentMethod', 'resource_missing');
    return c.json(strip(method));
  });

  app.get('/v1/customers/:id', (c) => {
    const customer = objects.get(c.req.param('id'));
    if (!customer)
      return stripeError(c, 404, 'invalid_request_error', 'No such customer', 'resource_missing');
    return c.json(strip(customer));
  });

  app.post('/v1/customers/:id', (c) => {
    const customer = objects.get(c.req.param('id'));
    if (!customer)
      return stripeError(c, 404, 'invalid_request_error', 'No such customer', 'resource_missing');
    const settings = form(c).invoice_settings as { default_payment_method?: string } | undefined;
    if (settings?.default_payment_method) {
      customer.invoice_settings = { default_payment_method: settings.default_payment_method };
    }
    return c.json(strip(customer));
  });

  app.get('/v1/setup_intents/:id', (c) => {
    const intent = objects.get(c.req.param('id'));
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
    objects.put({
      id: intentId,
      object: 'setup_intent',
      customer: body.customer ?? null,
      usage: 'off_session',
      metadata: (body.setup_intent_data as { metadata?: object } | undefined)?.metadata ?? {},
      payment_method: null,
      status: 'requires_payment_method',
      client_secret: clientSecretFor(intentId),
    });
    const id = newId('cs_test');
    return c.json(
      strip(
        objects.put({
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
    const session = objects.get(c.req.param('id'));
    if (!session)
      return stripeError(c, 404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
    const view: Record<string, unknown> = { ...session };
    if (expandOf(c).includes('setup_intent'))
      view.setup_intent = strip(objects.get(String(session.setup_intent)) ?? { id: '' });
    return c.json(strip(view));
  });

  app.post('/v1/refunds', (c) => {
    const body = form(c);
    const intent = objects.get(body.payment_intent as string | undefined);
    if (intent?.status !== 'succeeded') {
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'This PaymentIntent does not have a successful charge to refund.',
      );
    }
    return c.json(
      objects.put({
        id: newId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount_received,
        status: 'succeeded',
        metadata: body.metadata ?? {},
      }),
    );
  });
}
