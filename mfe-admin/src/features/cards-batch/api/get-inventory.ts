import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET locations/:id/inventory`: the online sales limit and the spaces still available. */
export const inventoryQuery = (locationId: number) =>
  queryOptions({
    queryKey: ['admin', 'inventory', locationId],
    queryFn: ({ signal }) =>
      parseResponse(
        api.locations[':id'].inventory.$get({ param: { id: String(locationId) } }, { init: { signal } }),
      ),
  });
