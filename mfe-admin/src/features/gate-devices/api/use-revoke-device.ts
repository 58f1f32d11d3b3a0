import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { GATE_DEVICES_KEY } from './get-gate-devices';

/** `POST gate-devices/{id}/revoke`. The devices are read again after a refusal too (revoked meanwhile). */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) =>
      parseResponse(api['gate-devices'][':id'].revoke.$post({ param: { id: String(deviceId) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GATE_DEVICES_KEY }),
  });
}
