// What `pnpm release`, `release:promote` and `release:rollback` do to the remote map and its history.
// Fetching and the browser check come in as functions, so the rules are tested without either.
import { legacyRoutePrefixes } from '../../shell/src/features/remotes/app-config';
import { exposedApp, remoteNames } from '../../shell/src/features/remotes/remote-names';
import { shellScreenPaths } from '../../shell/src/features/remotes/route-owners';
import {
  buildInfoOf,
  checkExposes,
  checkName,
  checkRoutes,
  checkShared,
  type FederationManifest,
  isFederationManifest,
} from './manifest-checks';
import {
  appendHistory,
  type HistoryRecord,
  type MapEntry,
  type RemoteMapDocument,
  readHistory,
  readRemoteMapFile,
  type StableEntry,
  withMapLock,
  writeRemoteMapFile,
} from './remote-map-file';

/** A release refused: one line per failed check; the map was not touched. */
export class ReleaseRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('\n'));
    this.name = 'ReleaseRefused';
  }
}

export interface ReleaseDeps {
  /** GET a URL (or read a file path) as JSON; throws with a one-line message. */
  fetchJson: (url: string) => Promise<unknown>;
  /** GET a URL as JSON, or null when it is not there (404). */
  fetchOptionalJson: (url: string) => Promise<unknown | null>;
  /** Null when the remote's entry and modules load in a headless page, else the reason. */
  entryLoads: (remote: string, manifestUrl: string, modules: readonly string[]) => Promise<string | null>;
  now?: () => Date;
  by: string;
  log?: (line: string) => void;
}

export interface ReleaseOptions {
  remote: string;
  manifestUrl: string;
  mapFile: string;
  /** The shell's own mf-manifest.json (URL or file): the versions it provides. */
  shellManifest: string;
  /** Serve the new build to this share of browsers only, keeping the current one as stable. */
  canaryPercent?: number;
}

/** The object form of an entry, without any canary: what most browsers get. */
export function stableOf(remote: string, entry: MapEntry | undefined | null): StableEntry | null {
  if (entry === undefined || entry === null) return null;
  if (typeof entry === 'string')
    return {
      manifest: entry,
      routes: [...(legacyRoutePrefixes[remote as keyof typeof legacyRoutePrefixes] ?? [])],
    };
  return { manifest: entry.manifest, ...(entry.routes ? { routes: [...entry.routes] } : {}) };
}

const manifestOf = (entry: MapEntry | null | undefined) =>
  entry === null || entry === undefined ? null : typeof entry === 'string' ? entry : entry.manifest;

const routesOf = (remote: string, entry: MapEntry | undefined) => {
  if (entry === undefined) return [];
  const stable = stableOf(remote, entry)?.routes ?? [];
  const canary = typeof entry === 'object' ? (entry.canary?.routes ?? []) : [];
  return [...stable, ...canary];
};

function assertKnownRemote(remote: string) {
  if (!(remoteNames as readonly string[]).includes(remote))
    throw new ReleaseRefused([
      `remote: "${remote}" is not a remote the shell renders (${remoteNames.join(', ')})`,
    ]);
}

async function fetchManifest(url: string, deps: ReleaseDeps, what: string): Promise<FederationManifest> {
  let body: unknown;
  try {
    body = await deps.fetchJson(url);
  } catch (error) {
    throw new ReleaseRefused([`manifest: ${what} ${url} could not be fetched (${(error as Error).message})`]);
  }
  if (!isFederationManifest(body))
    throw new ReleaseRefused([`manifest: ${what} ${url} is not an mf-manifest.json`]);
  return body;
}

/** Every check, every failure reported at once; nothing is written unless all pass. */
export async function release(options: ReleaseOptions, deps: ReleaseDeps): Promise<HistoryRecord> {
  const { remote, manifestUrl, mapFile } = options;
  const log = deps.log ?? (() => undefined);
  assertKnownRemote(remote);
  const percent = options.canaryPercent;
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    throw new ReleaseRefused([`canary: ${percent} is not a whole percentage from 1 to 99`]);
  try {
    new URL(manifestUrl);
  } catch {
    throw new ReleaseRefused([`manifest: "${manifestUrl}" is not a URL`]);
  }
  const map = await readRemoteMapFile(mapFile).catch((error: Error) => {
    throw new ReleaseRefused([error.message]);
  });
  const manifest = await fetchManifest(manifestUrl, deps, 'the remote’s');
  const shell = await fetchManifest(options.shellManifest, deps, 'the shell’s');
  const current = map.remotes[remote];

  const declared = await deps
    .fetchOptionalJson(new URL('route-prefixes.json', manifestUrl).href)
    .catch(() => null);
  let routes: string[];
  const failures: string[] = [];
  if (Array.isArray(declared) && declared.every((prefix) => typeof prefix === 'string')) {
    routes = declared;
  } else {
    routes = stableOf(remote, current)?.routes ?? [
      ...(legacyRoutePrefixes[remote as keyof typeof legacyRoutePrefixes] ?? []),
    ];
    if (declared !== null)
      failures.push('routes: route-prefixes.json beside the manifest is not a list of paths');
    else log(`  note: no route-prefixes.json beside the manifest; keeping ${routes.join(', ')}`);
  }
  const others = Object.fromEntries(
    Object.entries(map.remotes)
      .filter(([name]) => name !== remote)
      .map(([name, entry]) => [name, routesOf(name, entry)]),
  );
  const shared = checkShared(manifest, shell);
  failures.push(
    ...checkName(remote, manifest),
    ...checkExposes(manifest, [exposedApp]),
    ...shared.failures,
    ...checkRoutes(remote, routes, others, shellScreenPaths),
  );
  for (const note of shared.notes) log(`  note: ${note}`);
  const entryFailure = await deps.entryLoads(remote, manifestUrl, [exposedApp]);
  if (entryFailure) failures.push(entryFailure);
  if (failures.length) throw new ReleaseRefused(failures);

  const { version } = buildInfoOf(manifest);
  return withMapLock(mapFile, async () => {
    // Read again under the lock: the checks took seconds, and another change may have landed meanwhile.
    const latest = await readRemoteMapFile(mapFile);
    const before = latest.remotes[remote] ?? null;
    const next: StableEntry = { manifest: manifestUrl, routes };
    let after: MapEntry;
    if (percent === undefined) {
      after = next;
    } else {
      const stable = stableOf(remote, before);
      if (!stable) throw new ReleaseRefused([`canary: ${remote} has no current entry to keep as stable`]);
      after = { ...stable, canary: { ...next, percent } };
    }
    return commit(
      mapFile,
      latest,
      remote,
      before,
      after,
      percent === undefined ? 'release' : 'canary',
      version,
      deps,
    );
  });
}

async function commit(
  mapFile: string,
  map: RemoteMapDocument,
  remote: string,
  from: MapEntry | null,
  to: MapEntry | null,
  action: HistoryRecord['action'],
  version: string | null,
  deps: Pick<ReleaseDeps, 'now' | 'by'>,
): Promise<HistoryRecord> {
  const remotes = { ...map.remotes };
  if (to === null) delete remotes[remote];
  else remotes[remote] = to;
  await writeRemoteMapFile(mapFile, { ...map, remotes });
  const record: HistoryRecord = {
    remote,
    action,
    from,
    to,
    at: (deps.now?.() ?? new Date()).toISOString(),
    by: deps.by,
    version,
  };
  await appendHistory(mapFile, record);
  return record;
}

/** The canary becomes what every browser gets. */
export async function promote(
  remote: string,
  mapFile: string,
  deps: Pick<ReleaseDeps, 'now' | 'by'>,
): Promise<HistoryRecord> {
  assertKnownRemote(remote);
  return withMapLock(mapFile, async () => {
    const map = await readRemoteMapFile(mapFile);
    const before = map.remotes[remote];
    const canary = typeof before === 'object' ? before.canary : undefined;
    if (!before || !canary) throw new ReleaseRefused([`promote: ${remote} has no canary running`]);
    const { percent: _percent, ...next } = canary;
    const version = versionOf(await readHistory(mapFile), remote, canary.manifest);
    return commit(mapFile, map, remote, before, next, 'promote', version, deps);
  });
}

/**
 * During a canary, drops it. Otherwise goes back one release: the history is replayed as a stack
 * (a release or promote pushes the entry it replaced, a rollback pops), so rolling back twice goes
 * two releases back, not back and forth.
 */
export async function rollback(
  remote: string,
  mapFile: string,
  deps: Pick<ReleaseDeps, 'now' | 'by'>,
): Promise<HistoryRecord> {
  assertKnownRemote(remote);
  return withMapLock(mapFile, async () => {
    const map = await readRemoteMapFile(mapFile);
    const history = await readHistory(mapFile);
    const before = map.remotes[remote] ?? null;
    if (before && typeof before === 'object' && before.canary) {
      const stable = stableOf(remote, before);
      return commit(
        mapFile,
        map,
        remote,
        before,
        stable,
        'rollback',
        versionOf(history, remote, before.manifest),
        deps,
      );
    }
    const stack = earlierEntries(history, remote);
    if (stack.length === 0)
      throw new ReleaseRefused([`rollback: no earlier release of ${remote} in the history`]);
    const target = stack[stack.length - 1] ?? null;
    return commit(
      mapFile,
      map,
      remote,
      before,
      target,
      'rollback',
      versionOf(history, remote, manifestOf(target)),
      deps,
    );
  });
}

/** The entries a stable rollback can go back to, oldest first. */
export function earlierEntries(history: readonly HistoryRecord[], remote: string): (MapEntry | null)[] {
  const stack: (MapEntry | null)[] = [];
  for (const record of history) {
    if (record.remote !== remote) continue;
    // What most browsers had before: a canary running then is not brought back.
    if (record.action === 'release' || record.action === 'promote') stack.push(stableOf(remote, record.from));
    const droppedCanary = typeof record.from === 'object' && record.from !== null && record.from.canary;
    if (record.action === 'rollback' && !droppedCanary) stack.pop();
  }
  return stack;
}

/** The build id recorded when this manifest was last released, if it ever was. */
function versionOf(
  history: readonly HistoryRecord[],
  remote: string,
  manifest: string | null,
): string | null {
  if (!manifest) return null;
  for (const record of [...history].reverse()) {
    if (record.remote !== remote || record.version === null) continue;
    const released =
      record.action === 'canary'
        ? typeof record.to === 'object' && record.to?.canary?.manifest
        : manifestOf(record.to);
    if (released === manifest) return record.version;
  }
  return null;
}
