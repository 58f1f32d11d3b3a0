import { api, parseResponse } from 'api/client';

/** SPEC sections 7 and 9: make and model suggestions wait for 300 ms of quiet typing. */
export const SUGGESTION_DEBOUNCE_MS = 300;

export async function fetchMakes(text: string, signal: AbortSignal): Promise<string[]> {
  return parseResponse(api.vehicles.makes.$get({ query: { s: text } }, { init: { signal } }));
}

export async function fetchModels(make: string, text: string, signal: AbortSignal): Promise<string[]> {
  return parseResponse(api.vehicles.models.$get({ query: { make, s: text } }, { init: { signal } }));
}
