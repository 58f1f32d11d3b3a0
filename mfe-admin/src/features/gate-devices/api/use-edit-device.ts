import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { GateDeviceKind } from 'api/contract/gate-access';
import { GATE_DEVICES_KEY } from './get-gate-devices';

/** `PATCH gate-devices/{id}`'s body (contract's gateDeviceEditSchema). */
type GateDeviceEdit = { name?: string; kind?: GateDeviceKind; webhook_url?: string };

/** `PATCH gate-devices/{id}`: only the fields given change; an empty webhook address stops the pushes. */
export function useEditDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, edit }: { deviceId: number; edit: GateDeviceEdit }) =>
      parseResponse(api['gate-devices'][':id'].$patch({ param: { id: String(deviceId) }, json: edit })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GATE_DEVICES_KEY }),
  });
}
