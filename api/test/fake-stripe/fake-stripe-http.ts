import { type Context, Hono } from 'hono';
import { parseStripeForm, type StripeObject, strip } from './stripe-wire';

// The HTTP side of the fake Stripe: every request recorded, Bearer auth, idempotency-key replays and
// Stripe's error envelope, in front of the routes.

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  /** The API version the client asked for (`Stripe-Version`). */
  stripeVersion: string | undefined;
  body: Record<string, unknown>;
};

type FakeEnv = { Variables: { form: Record<string, unknown> } };
export type FakeApp = Hono<FakeEnv>;
type FakeContext = Context<FakeEnv>;

type Stored = { status: number; body: unknown; fingerprint: string };

/** The request's parameters: its form body, or its query string for GET and DELETE. */
export const form = (c: FakeContext) => c.get('form');
export const expandOf = (c: FakeContext) => (form(c).expand as string[] | undefined) ?? [];

export const stripeError = (
  c: Context,
  status: 400 | 401 | 404,
  type: string,
  message: string,
  code?: string,
) => c.json({ error: { type, message, ...(code ? { code } : {}) } }, status);

/** Stripe's 402 for a declined confirmation: the intent's last error, with the intent itself. */
export function cardError(c: Context, intent: StripeObject) {
  const error = (intent.last_payment_error ?? {}) as {
    code?: string;
    decline_code?: string;
    message?: string;
  };
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

export function fakeStripeApp(options: { apiKey: string; requests: RecordedRequest[] }): FakeApp {
  const { apiKey, requests } = options;
  const idempotency = new Map<string, Stored>();
  const app = new Hono<FakeEnv>();

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
      stripeVersion: c.req.header('Stripe-Version'),
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

  return app;
}
