import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { GATE_DEVICES_KEY } from './get-gate-devices';

/**
 * `POST gate-devices/{id}/rotate`: the old key stops working at once; the answer holds the new key
 * and secret, this once. The devices are read again after a refusal too (revoked meanwhile).
 */
export function useRotateDeviceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) =>
      parseResponse(api['gate-devices'][':id'].rotate.$post({ param: { id: String(deviceId) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GATE_DEVICES_KEY }),
  });
}
