import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { LOSS_FEE_ITEM_NAME } from 'api/contract/item';

/** `GET items?name=Loss fee`: the replacement card's price as staff set it. */
export const lossFeeItemQuery = () =>
  queryOptions({
    queryKey: ['portal', 'items', LOSS_FEE_ITEM_NAME],
    queryFn: ({ signal }) =>
      parseResponse(api.items.$get({ query: { name: LOSS_FEE_ITEM_NAME } }, { init: { signal } })),
  });
