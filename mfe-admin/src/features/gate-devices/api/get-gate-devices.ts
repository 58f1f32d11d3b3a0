import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every key the gate reads share this prefix, so one change reads them all again. */
export const GATE_DEVICES_KEY = ['admin', 'gate', 'devices'] as const;

/** `GET gate-devices`: every registered controller and camera, revoked ones included. */
export const gateDevicesQuery = () =>
  queryOptions({
    queryKey: [...GATE_DEVICES_KEY, 'list'],
    queryFn: ({ signal }) => parseResponse(api['gate-devices'].$get({}, { init: { signal } })),
  });
