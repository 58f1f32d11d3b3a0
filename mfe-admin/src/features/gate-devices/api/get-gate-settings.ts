import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Every gate read (settings, devices, the decisions page's occupancy and log) starts with it. */
export const GATE_KEY = ['admin', 'gate'] as const;

/** `GET gate-settings`: every location with its anti-passback mode and facility code. */
export const gateSettingsQuery = () =>
  queryOptions({
    queryKey: [...GATE_KEY, 'settings'],
    queryFn: ({ signal }) => parseResponse(api['gate-settings'].$get({}, { init: { signal } })),
  });
