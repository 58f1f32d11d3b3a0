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
 * The run-time map: the copy inlined into the page by the shell's server (same file, read on that
 * request), else fetched (never cached: redeploying a remote is a change of one URL in it).
 * A missing or malformed map still lets the shell render; every remote then shows its fallback.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  let config = fallbackConfig;
  const inlined = inlinedConfig();
  if (isAppConfig(inlined)) return publish(inlined);
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    if (isAppConfig(body)) config = body;
    else console.error(`Remote map at ${url} is missing or malformed`);
  } catch (error) {
    console.error(`Remote map at ${url} could not be loaded`, error);
  }
  return publish(config);
}

function publish(config: AppConfig): AppConfig {
  const { remotes: _remotes, ...runtime } = config;
  globalThis.__GARAGE_CONFIG__ = runtime;
  return config;
}
