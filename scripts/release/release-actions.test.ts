import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FederationManifest } from './manifest-checks';
import { promote, type ReleaseDeps, ReleaseRefused, release, rollback } from './release-actions';
import { historyFileFor, readHistory } from './remote-map-file';

const shellManifest: FederationManifest = {
  name: 'shell',
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true }],
};

function build(version: string, reactRange = '^19.0.0'): FederationManifest {
  return {
    name: 'signup',
    metaData: { buildInfo: { buildVersion: version, buildDate: '2026-11-26T10:00:00.000Z' } },
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: reactRange, singleton: true }],
    exposes: [{ name: 'App' }],
  };
}

let mapFile: string;
let served: Record<string, unknown>;
let entryFailure: string | null;
const deps: ReleaseDeps = {
  fetchJson: async (url) => {
    if (!(url in served)) throw new Error('HTTP 404');
    return served[url];
  },
  fetchOptionalJson: async (url) => served[url] ?? null,
  entryLoads: async () => entryFailure,
  by: 'tester',
  now: () => new Date('2026-11-26T12:00:00.000Z'),
};
const original = {
  apiBaseUrl: '/api',
  remotes: {
    signup: { manifest: 'http://v1.example/mf-manifest.json', routes: ['/', '/checkout'] },
    portal: { manifest: 'http://p.example/mf-manifest.json', routes: ['/payments'] },
  },
};
const readMap = () => JSON.parse(readFileSync(mapFile, 'utf8'));
const releaseSignup = (url: string, canaryPercent?: number) =>
  release({ remote: 'signup', manifestUrl: url, mapFile, shellManifest: 'shell', canaryPercent }, deps);

beforeEach(() => {
  mapFile = path.join(mkdtempSync(path.join(tmpdir(), 'release-')), 'app-config.json');
  writeFileSync(mapFile, JSON.stringify(original));
  entryFailure = null;
  served = {
    shell: shellManifest,
    'http://v2.example/mf-manifest.json': build('signup-v2'),
    'http://v2.example/route-prefixes.json': ['/', '/checkout', '/waitlist'],
    'http://v3.example/mf-manifest.json': build('signup-v3'),
    'http://bad.example/mf-manifest.json': build('signup-bad', '^99.0.0'),
  };
});

async function refusal(work: Promise<unknown>): Promise<string[]> {
  const error = await work.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReleaseRefused);
  return (error as ReleaseRefused).reasons;
}

describe('release', () => {
  it('writes the new entry with the routes beside its manifest and records the old one', async () => {
    await releaseSignup('http://v2.example/mf-manifest.json');
    expect(readMap().remotes.signup).toEqual({
      manifest: 'http://v2.example/mf-manifest.json',
      routes: ['/', '/checkout', '/waitlist'],
    });
    expect(readMap().remotes.portal).toEqual(original.remotes.portal);
    expect(await readHistory(mapFile)).toEqual([
      {
        remote: 'signup',
        action: 'release',
        from: original.remotes.signup,
        to: { manifest: 'http://v2.example/mf-manifest.json', routes: ['/', '/checkout', '/waitlist'] },
        at: '2026-11-26T12:00:00.000Z',
        by: 'tester',
        version: 'signup-v2',
      },
    ]);
  });

  it('keeps the current routes when none are published beside the manifest', async () => {
    await releaseSignup('http://v3.example/mf-manifest.json');
    expect(readMap().remotes.signup.routes).toEqual(['/', '/checkout']);
  });

  it('refuses with every reason and changes nothing', async () => {
    const before = readFileSync(mapFile, 'utf8');
    served['http://bad.example/route-prefixes.json'] = ['/', '/payments'];
    entryFailure = 'entry: ./App failed: boom';
    const reasons = await refusal(releaseSignup('http://bad.example/mf-manifest.json'));
    expect(reasons).toEqual([
      'shared: react — the remote requires ^99.0.0, the shell provides 19.3.1',
      'routes: /payments collides with /payments, owned by portal',
      'entry: ./App failed: boom',
    ]);
    expect(readFileSync(mapFile, 'utf8')).toBe(before);
    expect(await readHistory(mapFile)).toEqual([]);
  });

  it('refuses an unknown remote, an unreachable manifest and a bad canary share', async () => {
    expect(
      await refusal(
        release({ remote: 'billing', manifestUrl: 'http://x/m.json', mapFile, shellManifest: 'shell' }, deps),
      ),
    ).toEqual(['remote: "billing" is not a remote the shell renders (signup, portal, admin)']);
    expect(await refusal(releaseSignup('http://gone.example/mf-manifest.json'))).toEqual([
      'manifest: the remote’s http://gone.example/mf-manifest.json could not be fetched (HTTP 404)',
    ]);
    expect(await refusal(releaseSignup('http://v2.example/mf-manifest.json', 150))).toEqual([
      'canary: 150 is not a whole percentage from 1 to 99',
    ]);
  });
});

describe('rollback', () => {
  it('goes back one release at a time, each recorded', async () => {
    await releaseSignup('http://v2.example/mf-manifest.json');
    await releaseSignup('http://v3.example/mf-manifest.json');
    await rollback('signup', mapFile, deps);
    expect(readMap().remotes.signup.manifest).toBe('http://v2.example/mf-manifest.json');
    const back = await rollback('signup', mapFile, deps);
    expect(readMap().remotes.signup).toEqual(original.remotes.signup);
    expect(back).toMatchObject({ action: 'rollback', version: null, to: original.remotes.signup });
    expect(await refusal(rollback('signup', mapFile, deps))).toEqual([
      'rollback: no earlier release of signup in the history',
    ]);
    expect(readFileSync(historyFileFor(mapFile), 'utf8').trim().split('\n')).toHaveLength(4);
  });
});

describe('canary', () => {
  it('keeps the current build as stable, promote makes the canary stable', async () => {
    await releaseSignup('http://v2.example/mf-manifest.json', 10);
    expect(readMap().remotes.signup).toEqual({
      ...original.remotes.signup,
      canary: {
        manifest: 'http://v2.example/mf-manifest.json',
        routes: ['/', '/checkout', '/waitlist'],
        percent: 10,
      },
    });
    const promoted = await promote('signup', mapFile, deps);
    expect(promoted.version).toBe('signup-v2');
    expect(readMap().remotes.signup).toEqual({
      manifest: 'http://v2.example/mf-manifest.json',
      routes: ['/', '/checkout', '/waitlist'],
    });
    // A promoted canary rolls back like a release.
    await rollback('signup', mapFile, deps);
    expect(readMap().remotes.signup).toEqual(original.remotes.signup);
  });

  it('rollback during a canary drops only the canary', async () => {
    await releaseSignup('http://v2.example/mf-manifest.json');
    await releaseSignup('http://v3.example/mf-manifest.json', 25);
    await rollback('signup', mapFile, deps);
    expect(readMap().remotes.signup.manifest).toBe('http://v2.example/mf-manifest.json');
    expect(readMap().remotes.signup.canary).toBeUndefined();
    await rollback('signup', mapFile, deps);
    expect(readMap().remotes.signup).toEqual(original.remotes.signup);
  });

  it('refuses promote without a canary', async () => {
    expect(await refusal(promote('signup', mapFile, deps))).toEqual([
      'promote: signup has no canary running',
    ]);
  });
});
