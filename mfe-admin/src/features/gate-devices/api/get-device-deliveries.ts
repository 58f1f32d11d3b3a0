import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { GATE_DEVICES_KEY } from './get-gate-devices';

/** `GET gate-devices/{id}/deliveries`: the device's last 50 webhook tries, newest first. */
export const deviceDeliveriesQuery = (deviceId: number) =>
  queryOptions({
    queryKey: [...GATE_DEVICES_KEY, 'deliveries', deviceId],
    queryFn: ({ signal }) =>
      parseResponse(
        api['gate-devices'][':id'].deliveries.$get({ param: { id: String(deviceId) } }, { init: { signal } }),
      ),
  });
