import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { GateDeviceInput } from 'api/contract/gate-access';
import { GATE_DEVICES_KEY } from './get-gate-devices';

/** `POST gate-devices`: answers with the device and, this once, its key and webhook signing secret. */
export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: GateDeviceInput) => parseResponse(api['gate-devices'].$post({ json: device })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GATE_DEVICES_KEY }),
  });
}
