import { Hono } from 'hono';
import {
  passKeySchema,
  passPaymentInputSchema,
  passPaymentQuerySchema,
  savedCardFeeInputSchema,
} from '../../../contract/portal';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith } from '../../../lib/route-docs';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { throttle } from '../../../middleware/throttle';
import { validate } from '../../../middleware/validate';
import { passPaymentStatus, startLossFee, startRenewal } from './pass-payments.service';
import { lossFeeQuote, payLossFeeWithSavedCard } from './saved-card-fee.service';

const TEN_MINUTES = 10 * 60_000;

/**
 * Mounted at `/payments-public`: the portal's own payments, a renewal by hand and the lost-card fee,
 * and the status the payment page polls. What a completed one does is the payment lifecycle's
 * (domain/payment-lifecycle/pass-payment.ts).
 */
export function createPassPaymentsRouter(deps: PaymentDeps) {
  const payments = sessionOrClientThrottle({ bucket: 'portal-payments', limit: 10, windowMs: TEN_MINUTES });
  // The payment page polls this one every second or two until the provider's event is applied.
  const polls = throttle({ bucket: 'portal-payment-polls', limit: 300, windowMs: TEN_MINUTES });
  const renewal = failsWith({
    404: ['pass_not_found', 'plan_not_found'],
    409: [
      'invite_pending',
      'renew_too_early',
      'pass_not_renewable',
      'autopay_blocks_renewal',
      // a lapsed or canceled pass would take a space again and none is free
      'no_space_to_reactivate',
    ],
    503: ['payment_provider_unavailable'],
  });
  const lossFee = failsWith({
    404: ['pass_not_found'],
    409: ['invite_pending', 'no_card_assigned'],
    503: ['payment_provider_unavailable'],
  });
  const noPayment = failsWith({ 404: ['payment_not_found'] });
  const feeQuote = failsWith({ 404: ['pass_not_found'], 409: ['invite_pending'] });
  // The saved-card payment answers each way it can fail with its own code; the screen then offers the form.
  const savedCardFee = failsWith({
    402: ['saved_card_declined', 'saved_card_authentication_required'],
    404: ['pass_not_found'],
    409: ['invite_pending', 'no_card_assigned', 'no_saved_card', 'loss_fee_changed'],
    503: ['payment_provider_unavailable'],
  });
  const feeReads = sessionOrClientThrottle({
    bucket: 'portal-lost-card-reads',
    limit: 30,
    windowMs: TEN_MINUTES,
  });

  return (
    new Hono()
      // Signed in, as the quote: its answer (the new period, each refusal) would tell a stranger whether
      // the pair is a pass and when it renews (docs/decisions/public-answers-reveal-no-records.md).
      .post(
        '/renew',
        payments,
        requirePortalSession,
        renewal,
        validate('json', passPaymentInputSchema),
        async (c) => {
          const input = c.req.valid('json');
          requireSessionFor(c, input.email);
          return c.json(await startRenewal(deps, input), 200);
        },
      )
      .post(
        '/lost-card',
        payments,
        requirePortalSession,
        lossFee,
        validate('json', passPaymentInputSchema),
        async (c) => {
          const input = c.req.valid('json');
          requireSessionFor(c, input.email);
          return c.json(await startLossFee(deps, input), 200);
        },
      )
      // The fee screen's read: the fee and the saved card it may offer (its brand and last 4: signed in only).
      .get(
        '/lost-card',
        feeReads,
        requirePortalSession,
        feeQuote,
        validate('query', passKeySchema),
        async (c) => {
          const key = c.req.valid('query');
          requireSessionFor(c, key.email);
          c.header('Cache-Control', 'no-store');
          return c.json(await lossFeeQuote(deps, key), 200);
        },
      )
      .post(
        '/lost-card/saved-card',
        payments,
        requirePortalSession,
        savedCardFee,
        validate('json', savedCardFeeInputSchema),
        async (c) => {
          const input = c.req.valid('json');
          requireSessionFor(c, input.email);
          return c.json(await payLossFeeWithSavedCard(deps, input), 200);
        },
      )
      .get('/payment', polls, noPayment, validate('query', passPaymentQuerySchema), async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await passPaymentStatus(deps, c.req.valid('query').id), 200);
      })
  );
}
