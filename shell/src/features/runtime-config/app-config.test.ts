import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from './app-config';

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.__GARAGE_CONFIG__ = undefined;
});

describe('loadAppConfig', () => {
  it('reads the remote map without caching and publishes the API base URL', async () => {
    const config = {
      apiBaseUrl: 'https://api.example/api',
      remotes: { signup: 'https://s.example/mf-manifest.json' },
    };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
    expect(globalThis.__GARAGE_CONFIG__).toEqual({ apiBaseUrl: 'https://api.example/api' });
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed', () => Promise.resolve(Response.json({ remotes: 'nope' }))],
    ['missing', () => Promise.resolve(new Response('gone', { status: 404 }))],
  ])('falls back to no remotes and /api when the map is %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadAppConfig()).resolves.toEqual({ apiBaseUrl: '/api', remotes: {} });
    expect(globalThis.__GARAGE_CONFIG__).toEqual({ apiBaseUrl: '/api' });
  });

  it('uses the map inlined into the page without a request, once', async () => {
    const config = { apiBaseUrl: '/api', remotes: { signup: 'https://s.example/mf-manifest.json' } };
    const script = document.createElement('script');
    script.id = 'garage-app-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(config);
    document.head.append(script);
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ apiBaseUrl: '/x', remotes: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toEqual(config);
    expect(fetchMock).not.toHaveBeenCalled();
    // A later read (a retry) asks the server for the live map.
    await expect(loadAppConfig()).resolves.toEqual({ apiBaseUrl: '/x', remotes: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
