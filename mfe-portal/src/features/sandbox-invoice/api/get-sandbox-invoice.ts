import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET sandbox/invoices/:id`: the offline sandbox's hosted invoice (amount, status, client secret). */
export const sandboxInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['portal', 'sandbox-invoice', id],
    queryFn: ({ signal }) =>
      parseResponse(api.sandbox.invoices[':id'].$get({ param: { id } }, { init: { signal } })),
  });
