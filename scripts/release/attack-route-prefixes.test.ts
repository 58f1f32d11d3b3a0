// Issue 30: `pnpm release` put any prefix a build published into the remote map, where it becomes
// links and route matches in every browser: `/../../etc`, `//evil.example` (another site), `%2e%2e`,
// backslashes, `?`/`#`, spaces and control characters (a line break forged a second refusal line).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRoutes, type FederationManifest } from './manifest-checks';
import { ReleaseRefused, release } from './release-actions';
import { readHistory } from './remote-map-file';

const notPlain =
  'is not a plain path prefix: / or /segment/…, each segment letters, digits, - . _ ~, not . or ..';
const unsafe = [
  '/../../etc',
  '/checkout/..',
  '/./checkout',
  '//evil.example',
  '/a//b',
  '/checkout/',
  '/%2e%2e/%2e%2e/etc',
  '/%2F%2Fevil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/checkout?next=//evil.example',
  '/checkout#x',
  '/check out',
  ' /checkout',
  '/checkout\t',
  '/checkout\nroutes: ok',
  '/pay\u0000',
  '/p\u0430y',
  'https://evil.example/x',
  'checkout',
  '',
];

describe('route prefixes a release refuses', () => {
  const others = { portal: ['/payments'], admin: ['/admin'] };
  const screens = ['/login', '/status', '/health'];

  it.each(unsafe)('refuses %j in one line, and only that prefix', (prefix) => {
    const failures = checkRoutes('signup', ['/', prefix, '/checkout'], others, screens);
    expect(failures).toEqual([`routes: ${JSON.stringify(prefix)} ${notPlain}`]);
    expect(failures[0]).not.toMatch(/[\n\r]/);
  });

  it('refuses a build publishing them, one line each, the map and history untouched', async () => {
    const mapFile = path.join(mkdtempSync(path.join(tmpdir(), 'release-attack-')), 'app-config.json');
    writeFileSync(
      mapFile,
      JSON.stringify({
        apiBaseUrl: '/api',
        remotes: { signup: { manifest: 'http://v1.example/mf-manifest.json', routes: ['/'] } },
      }),
    );
    const before = readFileSync(mapFile, 'utf8');
    const build: FederationManifest = { name: 'signup', shared: [], exposes: [{ name: 'App' }] };
    const served: Record<string, unknown> = {
      shell: { name: 'shell', shared: [] },
      'http://evil.example/mf-manifest.json': build,
      'http://evil.example/route-prefixes.json': ['/', '/../../etc', '//evil.example', '/%2e%2e/'],
    };
    const error = await release(
      {
        remote: 'signup',
        manifestUrl: 'http://evil.example/mf-manifest.json',
        mapFile,
        shellManifest: 'shell',
      },
      {
        fetchJson: async (url) => served[url],
        fetchOptionalJson: async (url) => served[url] ?? null,
        entryLoads: async () => null,
        by: 'tester',
      },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReleaseRefused);
    expect((error as ReleaseRefused).reasons).toEqual(
      ['"/../../etc"', '"//evil.example"', '"/%2e%2e/"'].map((shown) => `routes: ${shown} ${notPlain}`),
    );
    expect(readFileSync(mapFile, 'utf8')).toBe(before);
    expect(await readHistory(mapFile)).toEqual([]);
  });
});
