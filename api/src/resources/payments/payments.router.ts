import { Hono } from 'hono';
import type { Config } from '../../config';
import { receiptLanguageQuerySchema } from '../../contract/pass-receipts';
import { failedPaymentsQuerySchema, invoiceEmailSchema, paymentsQuerySchema } from '../../contract/payments';
import type { Database } from '../../db/open-database';
import { invoiceReceiptPdf } from '../../domain/receipts/pass-receipts';
import { idParamSchema } from '../../lib/id-param-schema';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { auditedFor } from '../../middleware/audited';
import { type AuthEnv, requireAuth } from '../../middleware/auth';
import { requireCapability } from '../../middleware/require-capability';
import { throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { listFailedPayments } from './failed-payments.service';
import { sendInvoiceEmail } from './invoice-email.service';
import { listPayments } from './payments.service';

/** Invoice e-mails each staff account may send per window: a day's real resends, never a spam run. */
export const INVOICE_EMAIL_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

/** Mounted at `/payments`: staff's Payments page and invoice e-mails. */
export function createPaymentsRouter(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
}) {
  const auth = requireAuth(deps);
  const audited = auditedFor(deps);
  return new Hono<AuthEnv>()
    .get('/', auth, requireCapability('payments'), validate('query', paymentsQuerySchema), async (c) =>
      c.json(await listPayments(deps.db, c.req.valid('query'), deps.config.garageTz), 200),
    )
    .get(
      '/failed',
      auth,
      requireCapability('payments'),
      validate('query', failedPaymentsQuerySchema),
      async (c) => c.json(await listFailedPayments(deps.db, c.req.valid('query'), deps.config.garageTz), 200),
    )
    .get(
      '/:id/receipt.pdf',
      auth,
      requireCapability('payments'),
      failsWith({ 404: ['invoice_not_found', 'receipt_not_found'] }),
      succeedsWith(200, 'The payment’s receipt as a PDF in the chosen language (a download).', {
        contentType: 'application/pdf',
      }),
      validate('param', idParamSchema),
      validate('query', receiptLanguageQuerySchema),
      // A receipt names the customer and their plates: who took one out is on the record.
      audited('receipt_downloaded', 'invoice', { details: (_answer, request) => request.query }),
      async (c) => {
        const { fileName, pdf } = await invoiceReceiptPdf(
          deps.db,
          c.req.valid('param').id,
          c.req.valid('query').lang,
        );
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        });
      },
    )
    .post(
      '/:id/email',
      auth,
      requireCapability('payments'),
      throttle({
        bucket: 'invoice-email',
        ...INVOICE_EMAIL_LIMIT,
        key: (c) => `staff:${(c.get('staff') as AuthEnv['Variables']['staff']).username}`,
      }),
      failsWith({ 404: ['invoice_not_found'], 409: ['invoice_void'], 502: ['mail_send_failed'] }),
      validate('param', idParamSchema),
      validate('json', invoiceEmailSchema),
      audited('invoice_emailed', 'invoice', {
        details: (answer) => ({ sent_to: answer?.sent_to ?? [] }),
      }),
      async (c) => {
        const body = await sendInvoiceEmail(
          { db: deps.db, mail: deps.mail, timeZone: deps.config.garageTz, log: deps.log },
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(body, 200);
      },
    );
}
