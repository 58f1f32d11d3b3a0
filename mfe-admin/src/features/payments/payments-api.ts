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

/** The payment's receipt PDF in the customer's language, as the API sends it, with its file name. */
export async function downloadReceiptPdf(
  paymentId: number,
  lang: 'en' | 'es',
): Promise<{ blob: Blob; fileName: string }> {
  const res = await api.payments[':id']['receipt.pdf'].$get({
    param: { id: String(paymentId) },
    query: { lang },
  });
  if (!res.ok) await parseResponse(res);
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), fileName: named ?? `receipt-${paymentId}.pdf` };
}
