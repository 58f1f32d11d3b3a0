/** Set by the shell before any remote loads, e.g. `window.__GARAGE_CONFIG__ = { apiBaseUrl: '/api' }`. */
export type GarageRuntimeConfig = { apiBaseUrl?: string };

export const DEFAULT_API_BASE_URL = '/api';

/** Read on every request, so configuration loaded after this module still applies. */
export function apiBaseUrl(): string {
  const configured = (globalThis as { __GARAGE_CONFIG__?: GarageRuntimeConfig }).__GARAGE_CONFIG__
    ?.apiBaseUrl;
  const base = typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_API_BASE_URL;
  return base.replace(/\/+$/, '');
}
