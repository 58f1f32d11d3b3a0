import type { GarageRuntimeConfig } from 'api/client';
import { type RemoteName, remoteNames } from './remote-names';
import type { RemoteRoutes } from './route-owners';

/**
 * One remote in the run-time map: where its manifest is and the path prefixes it owns. The older form,
 * a plain manifest URL, is still accepted (the remote then owns the prefixes it had before prefixes
 * moved into the map: legacyRoutePrefixes).
 */
export type RemoteMapEntry = string | { manifest: string; routes?: readonly string[] };

/** The file as deployed (`/app-config.json`). */
export interface RawAppConfig extends GarageRuntimeConfig {
  apiBaseUrl: string;
  remotes: Partial<Record<string, RemoteMapEntry>>;
}

/** What the shell works with: each known remote's manifest URL and the prefixes it owns. */
export interface AppConfig extends GarageRuntimeConfig {
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
  remoteRoutes: RemoteRoutes;
}

/**
 * The prefixes each remote owned when the shell listed them itself. Used only for a map entry in the
 * old plain-URL form, and when there is no usable map at all (each area then says it is unavailable
 * instead of every page turning into not-found).
 */
export const legacyRoutePrefixes: Readonly<Record<RemoteName, readonly string[]>> = {
  signup: ['/', '/checkout', '/success', '/cancel'],
  portal: ['/payments', '/renew', '/change-card', '/lost-card', '/pay', '/payment-setup'],
  admin: ['/admin'],
};

const fallbackConfig: AppConfig = { apiBaseUrl: '/api', remotes: {}, remoteRoutes: legacyRoutePrefixes };

const isPrefix = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

function isEntry(value: unknown): value is RemoteMapEntry {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.manifest === 'string' &&
    (entry.routes === undefined || (Array.isArray(entry.routes) && entry.routes.every(isPrefix)))
  );
}

export function isRawAppConfig(value: unknown): value is RawAppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.apiBaseUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every(isEntry)
  );
}

/** Known remotes only: a name the shell cannot render (a typo, a future remote) is ignored. */
export function normalizeAppConfig(raw: RawAppConfig): AppConfig {
  const { remotes: rawRemotes, ...runtime } = raw;
  const remotes: Partial<Record<RemoteName, string>> = {};
  const remoteRoutes: Partial<Record<RemoteName, readonly string[]>> = {};
  for (const name of remoteNames) {
    const entry = rawRemotes[name];
    if (entry === undefined) continue;
    if (typeof entry === 'string') {
      remotes[name] = entry;
      remoteRoutes[name] = legacyRoutePrefixes[name];
    } else {
      remotes[name] = entry.manifest;
      remoteRoutes[name] = entry.routes ?? legacyRoutePrefixes[name];
    }
  }
  return { ...runtime, remotes, remoteRoutes };
}

/** The map the shell's server inlined into this page (scripts/lib/static-server.ts), if any. */
function inlinedConfig(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById('garage-app-config');
  if (!element?.textContent) return null;
  // Read once: a retry must fetch the live map, not this page's copy.
  element.remove();
  try {
    return JSON.parse(element.textContent);
  } catch {
    return null;
  }
}

/**
 * The run-time map: the copy inlined into the page by the shell's server (the same file, read on that
 * request), else fetched (never cached: redeploying a remote, or giving it a new route, is a change of
 * this file). A missing or malformed map still lets the shell render; every remote then shows its
 * fallback.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  let config = fallbackConfig;
  const inlined = inlinedConfig();
  if (isRawAppConfig(inlined)) return publish(normalizeAppConfig(inlined));
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    if (isRawAppConfig(body)) config = normalizeAppConfig(body);
    else console.error(`Remote map at ${url} is missing or malformed`);
  } catch (error) {
    console.error(`Remote map at ${url} could not be loaded`, error);
  }
  return publish(config);
}

function publish(config: AppConfig): AppConfig {
  const { remotes: _remotes, remoteRoutes: _routes, ...runtime } = config;
  globalThis.__GARAGE_CONFIG__ = runtime;
  return config;
}
