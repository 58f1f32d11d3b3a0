import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

// The garage's one location (the online sales location) carries the owners' pause rule.
export const LOCATION = { id: '1' };

/** `GET locations/1/pause-rules`. */
export const pauseRulesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'pause-rules'],
    queryFn: ({ signal }) =>
      parseResponse(api.locations[':id']['pause-rules'].$get({ param: LOCATION }, { init: { signal } })),
  });
