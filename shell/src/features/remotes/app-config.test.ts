import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyRoutePrefixes, loadAppConfig } from './app-config';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  globalThis.__GARAGE_CONFIG__ = undefined;
});

const serve = (body: unknown) => vi.fn<typeof fetch>().mockResolvedValue(Response.json(body));

describe('loadAppConfig', () => {
  it('uses the map inlined into the page without a request, once', async () => {
    const config = {
      apiBaseUrl: '/api',
      remotes: { signup: { manifest: 'https://s.example/mf-manifest.json', routes: ['/'] } },
    };
    const script = document.createElement('script');
    script.id = 'garage-app-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(config);
    document.head.append(script);
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ apiBaseUrl: '/x', remotes: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toMatchObject({
      remotes: { signup: 'https://s.example/mf-manifest.json' },
      remoteRoutes: { signup: ['/'] },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // A later read (a retry) asks the server for the live map.
    await expect(loadAppConfig()).resolves.toMatchObject({ apiBaseUrl: '/x', remotes: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the remote map without caching, with each remote’s manifest and route prefixes', async () => {
    const fetchMock = serve({
      apiBaseUrl: 'https://api.example/api',
      remotes: {
        signup: { manifest: 'https://s.example/mf-manifest.json', routes: ['/', '/checkout'] },
        portal: { manifest: 'https://p.example/mf-manifest.json', routes: ['/payments', '/gift-card'] },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).resolves.toEqual({
      apiBaseUrl: 'https://api.example/api',
      remotes: { signup: 'https://s.example/mf-manifest.json', portal: 'https://p.example/mf-manifest.json' },
      remoteRoutes: { signup: ['/', '/checkout'], portal: ['/payments', '/gift-card'] },
    });
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
    expect(globalThis.__GARAGE_CONFIG__).toEqual({ apiBaseUrl: 'https://api.example/api' });
  });

  it('still accepts the old form, a plain manifest URL, with the prefixes that remote always had', async () => {
    vi.stubGlobal(
      'fetch',
      serve({
        apiBaseUrl: '/api',
        remotes: {
          signup: 'https://s.example/mf-manifest.json',
          admin: { manifest: 'https://a.example/mf-manifest.json' },
        },
      }),
    );
    await expect(loadAppConfig()).resolves.toEqual({
      apiBaseUrl: '/api',
      remotes: { signup: 'https://s.example/mf-manifest.json', admin: 'https://a.example/mf-manifest.json' },
      remoteRoutes: { signup: legacyRoutePrefixes.signup, admin: legacyRoutePrefixes.admin },
    });
  });

  it('ignores remotes the shell does not know', async () => {
    vi.stubGlobal(
      'fetch',
      serve({
        apiBaseUrl: '/api',
        remotes: { billing: { manifest: 'https://b.example/m.json', routes: ['/b'] } },
      }),
    );
    await expect(loadAppConfig()).resolves.toEqual({ apiBaseUrl: '/api', remotes: {}, remoteRoutes: {} });
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed', () => Promise.resolve(Response.json({ remotes: 'nope' }))],
    [
      'carrying a route that is not a path',
      () =>
        Promise.resolve(
          Response.json({ apiBaseUrl: '/api', remotes: { portal: { manifest: 'x', routes: ['payments'] } } }),
        ),
    ],
    ['missing', () => Promise.resolve(new Response('gone', { status: 404 }))],
  ])('falls back to no remotes, the usual prefixes and /api when the map is %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadAppConfig()).resolves.toEqual({
      apiBaseUrl: '/api',
      remotes: {},
      remoteRoutes: legacyRoutePrefixes,
    });
    expect(globalThis.__GARAGE_CONFIG__).toEqual({ apiBaseUrl: '/api' });
  });
});
