import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every cached read about one customer: invalidating it reads the profile, its invoices and card info again. */
export const customerQueryKey = (customerId: number) => ['admin', 'customer', customerId] as const;

/** `GET clients/:id/profile`: the customer, the address and every pass. */
export const customerProfileQuery = (customerId: number) =>
  queryOptions({
    queryKey: [...customerQueryKey(customerId), 'profile'],
    queryFn: ({ signal }) =>
      parseResponse(
        api.clients[':id'].profile.$get({ param: { id: String(customerId) } }, { init: { signal } }),
      ),
  });
