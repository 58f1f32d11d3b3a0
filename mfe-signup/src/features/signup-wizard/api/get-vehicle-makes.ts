import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET vehicles/makes?s`: makes starting with what was typed. */
export const vehicleMakesQuery = (text: string) =>
  queryOptions({
    queryKey: ['signup', 'vehicle-makes', text],
    queryFn: ({ signal }) =>
      parseResponse(api.vehicles.makes.$get({ query: { s: text } }, { init: { signal } })),
  });
