import { api, parseResponse } from 'api/client';

/** `GET payments/{id}/receipt.pdf` on a tap (a file to save, not screen data): the payment's receipt PDF in the customer's language, as the API sends it, with its file name. */
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
