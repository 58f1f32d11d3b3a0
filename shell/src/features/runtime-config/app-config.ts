import type { GarageRuntimeConfig } from 'api/client';
import type { RemoteName } from '../remotes/remote-names';

export interface AppConfig extends GarageRuntimeConfig {
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
}

const fallbackConfig: AppConfig = { apiBaseUrl: '/api', remotes: {} };

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.apiBaseUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every((url) => typeof url === 'string')
  );
}

/**
 * Fetches the run-time map (never cached: redeploying a remote is a change of one URL in it).
 * A missing or malformed map still lets the shell render; every remote then shows its fallback.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  let config = fallbackConfig;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    if (isAppConfig(body)) config = body;
    else console.error(`Remote map at ${url} is missing or malformed`);
  } catch (error) {
    console.error(`Remote map at ${url} could not be loaded`, error);
  }
  const { remotes: _remotes, ...runtime } = config;
  globalThis.__GARAGE_CONFIG__ = runtime;
  return config;
}
