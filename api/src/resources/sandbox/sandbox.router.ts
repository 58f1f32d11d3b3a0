import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AMEX_ERROR_CODE, detectCardBrand } from '../../contract/card-brand';
import { ERROR_MESSAGES } from '../../contract/error-codes';
import {
  type SandboxClockResponse,
  type SandboxIntentResult,
  sandboxAdvanceClockInputSchema,
  sandboxChallengeInputSchema,
  sandboxConfirmInputSchema,
} from '../../contract/sandbox-payments';
import { HttpError } from '../../lib/http-error';
import { failsWith, takesBody, withRouteDoc } from '../../lib/route-docs';
import { validate } from '../../middleware/validate';
import type { PaymentsProvider } from '../../providers/payments/payments-provider';
import {
  type SandboxControls,
  SandboxNotFoundError,
  SandboxStateError,
} from '../../providers/payments/sandbox/sandbox-controls';

/**
 * The browser's side of the offline payment sandbox (what Stripe.js does against Stripe). Answered
 * only when the sandbox is the payment provider, and never in production.
 */
export function createSandboxRouter(deps: { payments: PaymentsProvider }) {
  const sandbox = (): SandboxControls => {
    const controls = deps.payments.sandbox;
    if (!controls) throw new HttpError(404, 'not_found');
    return controls;
  };
  const available = createMiddleware(async (_c, next) => {
    if (!sandbox().enabled) {
      throw new HttpError(503, 'sandbox_disabled');
    }
    await next();
  });
  // Every sandbox route: 404 when Stripe is the provider, 503 when the sandbox is off (production).
  withRouteDoc(available, { kind: 'errors', errors: { 404: ['not_found'], 503: ['sandbox_disabled'] } });
  // An unknown intent or session (404), or one not in a state to take this step (409).
  const unknown = failsWith({ 409: ['no_payment_information'] });
  // The hosted set-up page posts no fields; an empty JSON object is accepted as well.
  const noFields = takesBody({
    description: 'Nothing is read; the page may send an empty JSON object.',
    required: false,
    contentType: 'application/json',
    schema: { type: 'object', maxProperties: 0 },
  });

  return (
    new Hono()
      .use(available)
      .post('/confirm', unknown, validate('json', sandboxConfirmInputSchema), async (c) => {
        const { clientSecret, card } = c.req.valid('json');
        // The garage refuses Amex before the card reaches the provider, so nothing is ever charged.
        if (detectCardBrand(card.number) === 'amex') {
          const refused: SandboxIntentResult = {
            status: 'requires_payment_method',
            intentType: clientSecret.startsWith('seti_') ? 'setup' : 'payment',
            paymentMethod: null,
            nextAction: null,
            error: { type: 'card_error', code: AMEX_ERROR_CODE, message: ERROR_MESSAGES.amex_not_accepted },
          };
          return c.json(refused, 200);
        }
        const result = await notFoundAs404(async () => sandbox().confirm(clientSecret, card));
        return c.json(result, 200);
      })
      .post('/challenge', unknown, validate('json', sandboxChallengeInputSchema), async (c) => {
        const { clientSecret, outcome } = c.req.valid('json');
        const result = await notFoundAs404(async () => sandbox().challenge(clientSecret, outcome));
        return c.json(result, 200);
      })
      .post('/advance-clock', validate('json', sandboxAdvanceClockInputSchema), async (c) => {
        const { days, hours } = c.req.valid('json');
        const body: SandboxClockResponse = await sandbox().advanceClock(days * 86_400 + hours * 3_600);
        return c.json(body, 200);
      })
      .get('/clock', (c) => c.json({ now: sandbox().clockNow().toISOString() }, 200))
      // The hosted card set-up page (Stripe Checkout in setup mode); the portal renders it.
      .get('/sessions/:id', unknown, (c) => {
        const view = notFoundAs404Sync(() => sandbox().session(c.req.param('id')));
        return c.json(view, 200);
      })
      .post('/sessions/:id/complete', unknown, noFields, async (c) => {
        const result = await notFoundAs404(async () => sandbox().completeSession(c.req.param('id')));
        return c.json(result, 200);
      })
      // The hosted invoice page (Stripe's `hosted_invoice_url`): an autopay renewal waiting for the
      // holder's 3-D Secure, confirmed with `POST /challenge` and the client secret it gives.
      .get('/invoices/:id', unknown, (c) => {
        const view = notFoundAs404Sync(() => sandbox().invoice(c.req.param('id')));
        c.header('Cache-Control', 'no-store');
        return c.json(view, 200);
      })
  );
}

async function notFoundAs404<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asHttpError(error);
  }
}

function notFoundAs404Sync<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw asHttpError(error);
  }
}

function asHttpError(error: unknown): unknown {
  if (error instanceof SandboxNotFoundError) return new HttpError(404, 'not_found', error.message);
  if (error instanceof SandboxStateError) return new HttpError(409, 'no_payment_information', error.message);
  return error;
}
