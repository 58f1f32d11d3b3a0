import { Hono } from 'hono';
import { eraseCustomerInputSchema } from '../../contract/privacy-requests';
import { idParamSchema } from '../../lib/id-param-schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { recordedByService } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { clientAddress } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { eraseCustomer } from './customer-erase.service';
import { exportCustomer } from './customer-export.service';

/** Mounted at `/clients`, beside the customer calls: a customer's privacy requests (privacy_requests). */
export function createClientsPrivacyRouter(deps: PaymentDeps) {
  const auth = requireAuth(deps);
  return new Hono<AuthEnv>()
    .get(
      '/:id/export',
      auth,
      requireCapability('privacy_requests'),
      failsWith({ 404: ['customer_not_found'] }),
      succeedsWith(200, 'customer.json and one CSV per table, in one zip', {
        contentType: 'application/zip',
      }),
      recordedByService('customer', 'customer_exported'),
      validate('param', idParamSchema),
      async (c) => {
        const staff = { ...c.get('staff'), clientIp: clientAddress(c)?.address ?? null };
        const { fileName, zip } = await exportCustomer(deps.db, c.req.valid('param').id, staff, deps.now());
        return c.body(zip.slice().buffer, 200, {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        });
      },
    )
    .post(
      '/:id/erase',
      auth,
      requireCapability('privacy_requests'),
      failsWith({ 404: ['customer_not_found'], 409: ['customer_erased', 'erase_confirmation_mismatch'] }),
      recordedByService('customer', 'customer_erased'),
      validate('param', idParamSchema),
      validate('json', eraseCustomerInputSchema),
      async (c) => {
        const staff = { ...c.get('staff'), clientIp: clientAddress(c)?.address ?? null };
        const { id } = c.req.valid('param');
        const erased = await eraseCustomer(deps, id, c.req.valid('json').confirm_email, staff);
        return c.json(erased, 200);
      },
    );
}
