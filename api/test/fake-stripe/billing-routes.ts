import { cardError, expandOf, type FakeApp, form, stripeError } from './fake-stripe-http';
import type { FakeStripeObjects } from './fake-stripe-objects';
import { invoiceItemLine, subscriptionItemLine } from './invoice-lines';
import { clientSecretFor, newId, now, type StripeObject, strip } from './stripe-wire';

/** Autopay: prices, coupons, subscriptions and their invoices. */
export function billingRoutes(app: FakeApp, objects: FakeStripeObjects): void {
  app.get('/v1/prices', (c) => {
    const keys = (form(c).lookup_keys as string[] | undefined) ?? [];
    const data = [...objects.all.values()]
      .filter((object) => object.object === 'price' && keys.includes(String(object.lookup_key)))
      .map(strip);
    return c.json({ object: 'list', data, has_more: false, url: '/v1/prices' });
  });

  app.post('/v1/prices', (c) => {
    const body = form(c);
    const recurring = body.recurring as { interval?: string; interval_count?: string } | undefined;
    return c.json(
      objects.put({
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
    const coupon = objects.get(c.req.param('id'));
    if (!coupon) return stripeError(c, 404, 'invalid_request_error', 'No such coupon', 'resource_missing');
    return c.json(coupon);
  });

  app.post('/v1/coupons', (c) => {
    const body = form(c);
    const id = String(body.id ?? newId('coupon'));
    if (objects.get(id))
      return stripeError(
        c,
        400,
        'invalid_request_error',
        'Coupon already exists.',
        'resource_already_exists',
      );
    return c.json(
      objects.put({
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
    const price = objects.get(items[0]?.price);
    const method = objects.get(body.default_payment_method as string | undefined);
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
    const coupon = objects.get(discounts[0]?.coupon);
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
    const invoice: StripeObject = objects.put({
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
    const intent = objects.put({
      id: intentId,
      object: 'payment_intent',
      amount: total,
      amount_received: 0,
      currency: 'usd',
      customer: body.customer,
      metadata: {},
      payment_method: method.id,
      status: 'requires_confirmation',
      client_secret: clientSecretFor(intentId),
      last_payment_error: null,
      _invoice: invoice.id,
    });
    invoice._payment_intent = intent.id;
    const subscription = objects.put({
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
        data: [
          {
            id: newId('si'),
            price: strip(price),
            current_period_start: start,
            current_period_end: periodEnd,
          },
        ],
      },
      latest_invoice: invoice.id,
    });
    if (total === 0) objects.succeed(intent);
    else objects.settleIntent(intent, 'subscription');
    const view: Record<string, unknown> = { ...subscription };
    if (expandOf(c).some((path) => path.startsWith('latest_invoice'))) {
      view.latest_invoice = objects.expandInvoice(invoice, expandOf(c));
    }
    return c.json(strip(view));
  });

  app.delete('/v1/subscriptions/:id', (c) => {
    const subscription = objects.get(c.req.param('id'));
    if (!subscription)
      return stripeError(c, 404, 'invalid_request_error', 'No such subscription', 'resource_missing');
    subscription.status = 'canceled';
    return c.json(strip(subscription));
  });

  app.get('/v1/invoices/:id', (c) => {
    const invoice = objects.get(c.req.param('id'));
    if (!invoice) return stripeError(c, 404, 'invalid_request_error', 'No such invoice', 'resource_missing');
    return c.json(objects.expandInvoice(invoice, expandOf(c)));
  });

  app.get('/v1/subscriptions', (c) => {
    const customer = form(c).customer;
    const data = [...objects.all.values()]
      .filter((object) => object.object === 'subscription' && object.customer === customer)
      .reverse()
      .map(strip);
    return c.json({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
  });

  app.get('/v1/subscriptions/:id', (c) => {
    const subscription = objects.get(c.req.param('id'));
    if (!subscription)
      return stripeError(c, 404, 'invalid_request_error', 'No such subscription', 'resource_missing');
    return c.json(strip(subscription));
  });

  app.post('/v1/subscriptions/:id', (c) => {
    const subscription = objects.get(c.req.param('id'));
    if (!subscription)
      return stripeError(c, 404, 'invalid_request_error', 'No such subscription', 'resource_missing');
    const body = form(c);
    const method = body.default_payment_method;
    if (typeof method === 'string') subscription.default_payment_method = method;
    // A price swap of an item (no proration is all StripePayments asks): later invoices bill it.
    const items = subscription.items as { data: { id: string; price: unknown }[] };
    for (const change of (body.items as { id?: string; price?: string }[] | undefined) ?? []) {
      const item = items.data.find((candidate) => candidate.id === change.id);
      const price = objects.get(change.price);
      if (!item || !price) return stripeError(c, 400, 'invalid_request_error', 'No such item or price');
      item.price = strip(price);
    }
    return c.json(strip(subscription));
  });

  app.post('/v1/invoices/:id/pay', (c) => {
    const invoice = objects.get(c.req.param('id'));
    if (!invoice) return stripeError(c, 404, 'invalid_request_error', 'No such invoice', 'resource_missing');
    if (invoice.status !== 'open') {
      return stripeError(c, 400, 'invalid_request_error', 'Invoice is already paid', 'invoice_not_open');
    }
    const intent = objects.get(invoice._payment_intent as string);
    const subscription = objects.subscriptionOf(invoice);
    if (!intent) return stripeError(c, 400, 'invalid_request_error', 'Invoice has no payment');
    intent.payment_method = subscription?.default_payment_method ?? intent.payment_method;
    invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
    objects.settleIntent(intent, 'subscription');
    if (intent.status !== 'succeeded') {
      return cardError(c, intent);
    }
    return c.json(strip(invoice));
  });
}
