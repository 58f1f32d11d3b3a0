import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PauseRules } from 'api/contract/pass-pause';

// The garage's one location (the online sales location) carries the owners' pause rule.
const LOCATION = { id: '1' };

export const pauseRulesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'pause-rules'],
    queryFn: ({ signal }) =>
      parseResponse(api.locations[':id']['pause-rules'].$get({ param: LOCATION }, { init: { signal } })),
  });

export function savePauseRules(rules: PauseRules): Promise<PauseRules> {
  return parseResponse(api.locations[':id']['pause-rules'].$put({ param: LOCATION, json: rules }));
}
