import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { PauseRules } from 'api/contract/pass-pause';
import { LOCATION, pauseRulesQuery } from './get-pause-rules';

/** `PUT locations/1/pause-rules`: the rules are read again once saved. */
export function useSavePauseRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: PauseRules) =>
      parseResponse(api.locations[':id']['pause-rules'].$put({ param: LOCATION, json: rules })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pauseRulesQuery().queryKey }),
  });
}
