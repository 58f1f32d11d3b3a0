import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { ProfileInvoice } from 'api/contract/admin-customers';
import type { LoadQueue } from '../invoice-queue';
import { customerQueryKey } from './get-customer-profile';

/** `GET subscriptions/:id/invoices`, sent when the page's queue gives it a slot (invoice-queue.ts). */
export const passInvoicesQuery = (customerId: number, subscriptionId: number, queue: LoadQueue) =>
  queryOptions({
    queryKey: [...customerQueryKey(customerId), 'invoices', subscriptionId],
    queryFn: ({ signal }) =>
      new Promise<ProfileInvoice[]>((resolve, reject) => {
        const withdraw = queue.add(() =>
          parseResponse(
            api.subscriptions[':id'].invoices.$get(
              { param: { id: String(subscriptionId) } },
              { init: { signal } },
            ),
          ).then(resolve, reject),
        );
        // Superseded or left before its turn: it never takes a slot.
        signal.addEventListener(
          'abort',
          () => {
            withdraw();
            reject(signal.reason);
          },
          { once: true },
        );
      }),
  });
