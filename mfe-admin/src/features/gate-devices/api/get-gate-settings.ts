import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** `GET gate-settings`: every location with its anti-passback mode and facility code. */
export const gateSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'gate', 'settings'],
    queryFn: ({ signal }) => parseResponse(api['gate-settings'].$get({}, { init: { signal } })),
  });
