import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { sandboxInvoiceQuery } from './get-sandbox-invoice';

/**
 * The holder passes the bank's check on the invoice's payment (what Stripe's hosted page does). The
 * invoice is read again before it settles, so the page shows it paid (or still open after a failure).
 */
export function useConfirmSandboxInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSecret: string) =>
      parseResponse(api.sandbox.challenge.$post({ json: { clientSecret, outcome: 'complete' } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sandboxInvoiceQuery(invoiceId).queryKey }),
  });
}
