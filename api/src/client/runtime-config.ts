/**
 * Run-time settings every front-end bundle reads. The shell loads them from its remote map
 * (`/app-config.json`) and publishes them on this global before any remote loads: remotes are separate
 * bundles, so a global is the one place they all see without importing the shell.
 */
export type GarageRuntimeConfig = {
  apiBaseUrl?: string;
  /** Leaflet tile URL template; absent offline, where the map shows only the marker. */
  mapTileUrl?: string;
  mapTileAttribution?: string;
};

declare global {
  var __GARAGE_CONFIG__: GarageRuntimeConfig | undefined;
}

export const DEFAULT_API_BASE_URL = '/api';

export function runtimeConfig(): GarageRuntimeConfig {
  return globalThis.__GARAGE_CONFIG__ ?? {};
}

/** Read on every request, so configuration loaded after this module still applies. */
export function apiBaseUrl(): string {
  const configured = runtimeConfig().apiBaseUrl;
  const base = typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_API_BASE_URL;
  return base.replace(/\/+$/, '');
}
