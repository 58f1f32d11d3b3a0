import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { GateSettingsInput } from 'api/contract/gate-access';
import { GATE_KEY } from './get-gate-settings';

/**
 * `PUT gate-settings/{locationId}`. Every gate read is invalidated, not only the settings: the gate
 * pages' occupancy tiles show the anti-passback mode too.
 */
export function useSaveGateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, settings }: { locationId: number; settings: GateSettingsInput }) =>
      parseResponse(
        api['gate-settings'][':locationId'].$put({
          param: { locationId: String(locationId) },
          json: settings,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GATE_KEY }),
  });
}
