import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { INVOICE_EMAIL_TIMEOUT_MS, type InvoiceEmailInput } from 'api/contract/payments';

/**
 * `POST payments/{id}/email`, with its own 20 s limit (SPEC section 7: the mail provider can be slow).
 * It invalidates nothing: no list shows whether an invoice was e-mailed.
 */
export function useSendInvoiceEmail() {
  return useMutation({
    mutationFn: (input: InvoiceEmailInput) =>
      parseResponse(
        api.payments[':id'].email.$post(
          { param: { id: String(input.invoice_id) }, json: input },
          { init: { signal: AbortSignal.timeout(INVOICE_EMAIL_TIMEOUT_MS) } },
        ),
      ),
  });
}
