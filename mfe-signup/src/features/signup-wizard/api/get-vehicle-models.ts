import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET vehicles/models?make&s`: the make's models starting with what was typed. */
export const vehicleModelsQuery = (make: string, text: string) =>
  queryOptions({
    queryKey: ['signup', 'vehicle-models', make, text],
    queryFn: ({ signal }) =>
      parseResponse(api.vehicles.models.$get({ query: { make, s: text } }, { init: { signal } })),
  });
