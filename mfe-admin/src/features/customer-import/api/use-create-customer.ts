import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { NewCustomerInput } from 'api/contract/customer-import';

/**
 * `POST clients`: an existing parker with their vehicle and running pass; the invite is e-mailed.
 * Nothing cached here shows the new customer: the dialog opens their profile, which reads them.
 */
export function useCreateCustomer() {
  return useMutation({
    mutationFn: (customer: NewCustomerInput) => parseResponse(api.clients.$post({ json: customer })),
  });
}
