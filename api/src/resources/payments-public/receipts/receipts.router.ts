import { Hono } from 'hono';
import {
  passReceiptsQuerySchema,
  receiptIdParamSchema,
  receiptPdfQuerySchema,
} from '../../../contract/pass-receipts';
import { requireConfirmedPass } from '../../../domain/passes/portal-pass';
import { passReceipts, receiptPdfOf } from '../../../domain/receipts/pass-receipts';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { failsWith, succeedsWith } from '../../../lib/route-docs';
import { requirePortalSession, requireSessionFor } from '../../../middleware/portal-session';
import { sessionOrClientThrottle } from '../../../middleware/session-throttle';
import { validate } from '../../../middleware/validate';

const MINUTE = 60_000;

/**
 * Mounted at `/payments-public`: the pass's receipts in the portal (docs/decisions/receipts-pdf.md).
 * As with the plates, the session of the named pass's e-mail is checked before the pass is looked
 * for, and a receipt is found only among that pass's own payments, so a guessed id of another pass's
 * invoice answers 404 like one that does not exist.
 */
export function createReceiptsRouter(deps: PaymentDeps) {
  const reads = sessionOrClientThrottle({ bucket: 'portal-receipts', limit: 30, windowMs: 10 * MINUTE });
  const named = { 404: ['pass_not_found'], 409: ['invite_pending'] } as const;

  return new Hono()
    .get(
      '/receipts',
      reads,
      requirePortalSession,
      failsWith(named),
      validate('query', passReceiptsQuerySchema),
      async (c) => {
        const key = c.req.valid('query');
        requireSessionFor(c, key.email);
        c.header('Cache-Control', 'no-store');
        return c.json(await passReceipts(deps, await requireConfirmedPass(deps.db, key)), 200);
      },
    )
    .get(
      '/receipts/:id/pdf',
      reads,
      requirePortalSession,
      failsWith({ ...named, 404: [...named[404], 'receipt_not_found'] }),
      succeedsWith(200, 'The receipt as a PDF in the chosen language (a download).', {
        contentType: 'application/pdf',
      }),
      validate('param', receiptIdParamSchema),
      validate('query', receiptPdfQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const key = c.req.valid('query');
        requireSessionFor(c, key.email);
        const pass = await requireConfirmedPass(deps.db, key);
        const { fileName, pdf } = await receiptPdfOf(deps.db, pass, id, key.lang);
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        });
      },
    );
}
