import { api, parseResponse } from 'api/client';
import {
  INVOICE_EMAIL_TIMEOUT_MS,
  type InvoiceEmailInput,
  type InvoiceEmailResponse,
} from 'api/contract/payments';

/** SPEC section 7: the invoice e-mail has its own 20 s limit (the mail provider can be slow). */
export function sendInvoiceEmail(input: InvoiceEmailInput): Promise<InvoiceEmailResponse> {
  return parseResponse(
    api.payments[':id'].email.$post(
      { param: { id: String(input.invoice_id) }, json: input },
      { init: { signal: AbortSignal.timeout(INVOICE_EMAIL_TIMEOUT_MS) } },
    ),
  );
}
