import { Hono } from 'hono';
import { refundRequestsQuerySchema } from '../../contract/refund-requests';
import { idParamSchema } from '../../lib/id-param-schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { failsWith } from '../../lib/route-docs';
import { recordedByService } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { clientAddress } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { approveRefundRequest, declineRefundRequest, listRefundRequests } from './refund-requests.service';

/** Mounted at `/refund-requests`: refunds above the threshold, waiting for a second person. */
export function createRefundRequestsRouter(deps: PaymentDeps) {
  const auth = requireAuth(deps);
  return new Hono<AuthEnv>()
    .get(
      '/',
      auth,
      requireCapability('refund_approve'),
      validate('query', refundRequestsQuerySchema),
      async (c) => {
        return c.json(
          await listRefundRequests(deps.db, c.req.valid('query').status, c.get('staff').username),
          200,
        );
      },
    )
    .post(
      '/:id/approve',
      auth,
      requireCapability('refund_approve'),
      recordedByService('refund_request', 'refund_approved'),
      failsWith({
        403: ['refund_own_request'],
        404: ['refund_request_not_found', 'subscription_not_found'],
        409: ['refund_request_decided', 'refund_amount_changed', 'subscription_not_refundable'],
        502: ['refund_failed'],
        503: ['payment_provider_unavailable'],
      }),
      validate('param', idParamSchema),
      async (c) => {
        const staff = { ...c.get('staff'), clientIp: clientAddress(c)?.address ?? null };
        const approved = await approveRefundRequest(deps, c.req.valid('param').id, staff);
        return c.json(approved, 200);
      },
    )
    .post(
      '/:id/decline',
      auth,
      requireCapability('refund_approve'),
      recordedByService('refund_request', 'refund_declined'),
      failsWith({
        403: ['refund_own_request'],
        404: ['refund_request_not_found'],
        409: ['refund_request_decided'],
      }),
      validate('param', idParamSchema),
      async (c) => {
        const staff = { ...c.get('staff'), clientIp: clientAddress(c)?.address ?? null };
        return c.json(await declineRefundRequest(deps, c.req.valid('param').id, staff), 200);
      },
    );
}
