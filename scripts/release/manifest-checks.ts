// The checks `pnpm release` makes on a remote's mf-manifest.json before it goes into the remote map.
// Pure functions over the manifests' JSON, so each refusal can be tested without a network or a browser.
import semver from 'semver';
import { prefixOwns } from '../../shell/src/features/remotes/route-owners';

/** The part of an mf-manifest.json shared[] entry the checks read. */
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false | null;
  singleton?: boolean;
}

/** The part of an mf-manifest.json the checks read. */
export interface FederationManifest {
  name: string;
  metaData?: {
    globalName?: string;
    buildInfo?: { buildVersion?: string; buildName?: string; buildDate?: string };
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: SharedEntry[];
  exposes?: { name: string }[];
}

export interface CheckResult {
  /** One line per failed check: why the release is refused. */
  failures: string[];
  /** What was not checked and why (a module that makes no version claim). */
  notes: string[];
}

export function isFederationManifest(value: unknown): value is FederationManifest {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    (candidate.shared === undefined || Array.isArray(candidate.shared)) &&
    (candidate.exposes === undefined || Array.isArray(candidate.exposes))
  );
}

/** The federation name the shell registers the remote under must be the one its entry registers. */
export function checkName(remote: string, manifest: FederationManifest): string[] {
  return manifest.name === remote
    ? []
    : [`name: the manifest is for remote "${manifest.name}", not "${remote}"`];
}

const exposeName = (name: string) => name.replace(/^\.\//, '');

/** Every module the shell imports from this remote must be exposed. */
export function checkExposes(manifest: FederationManifest, shellImports: readonly string[]): string[] {
  const exposed = new Set((manifest.exposes ?? []).map((entry) => exposeName(entry.name)));
  const missing = shellImports.map(exposeName).filter((name) => !exposed.has(name));
  return missing.length
    ? [
        `exposes: the shell loads ${missing.map((m) => `./${m}`).join(', ')}, which the remote does not expose`,
      ]
    : [];
}

/** A range or version that says something: `false`/null/"*" require nothing, version "0" is a placeholder. */
function claimedRange(entry: SharedEntry): string | null {
  const range = entry.requiredVersion;
  if (typeof range !== 'string' || range.trim() === '' || range.trim() === '*') return null;
  return range;
}

function claimedVersion(entry: SharedEntry): string | null {
  const version = entry.version;
  if (typeof version !== 'string' || version === '0' || !semver.valid(semver.coerce(version))) return null;
  return version;
}

function satisfies(version: string, range: string): boolean {
  // A valid version outside a valid range, or a range that cannot be read: both refused.
  if (!semver.validRange(range)) return false;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * Shared modules both sides have: the remote's required range must accept the shell's version (the
 * shell's copy is the one that runs: loaded-first), and for a singleton the remote's own version must
 * meet the shell's range too (whichever loads first is the page's only copy). Modules the shell does
 * not provide are the remote's own business: it brings its own copy.
 */
export function checkShared(
  remoteManifest: FederationManifest,
  shellManifest: FederationManifest,
): CheckResult {
  const failures: string[] = [];
  const unclaimed: string[] = [];
  const shellShared = new Map((shellManifest.shared ?? []).map((entry) => [entry.name, entry]));
  for (const theirs of remoteManifest.shared ?? []) {
    const ours = shellShared.get(theirs.name);
    if (!ours) continue;
    const theirRange = claimedRange(theirs);
    const ourVersion = claimedVersion(ours);
    let checked = false;
    if (theirRange && ourVersion) {
      checked = true;
      if (!satisfies(ourVersion, theirRange))
        failures.push(
          `shared: ${theirs.name} — the remote requires ${theirRange}, the shell provides ${ourVersion}`,
        );
    }
    if (ours.singleton || theirs.singleton) {
      const ourRange = claimedRange(ours);
      const theirVersion = claimedVersion(theirs);
      if (ourRange && theirVersion) {
        checked = true;
        if (!satisfies(theirVersion, ourRange))
          failures.push(
            `shared: ${theirs.name} is a singleton — the shell requires ${ourRange}, the remote provides ${theirVersion}`,
          );
      }
    }
    if (!checked) unclaimed.push(theirs.name);
  }
  const notes = unclaimed.length
    ? [
        `shared: not checked, no version claim (requiredVersion false or version "0"): ${summarizeNames(unclaimed)}`,
      ]
    : [];
  return { failures, notes };
}

/** 'design-system/a', 'design-system/b', 'react-router-dom' -> 'design-system/* (2), react-router-dom'. */
export function summarizeNames(names: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const scope = name.startsWith('@') ? name : (name.split('/')[0] ?? name);
    const key = name.includes('/') && !name.startsWith('@') ? `${scope}/*` : name;
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups.entries()]
    .map(([key, members]) => (members.length > 1 ? `${key} (${members.length})` : (members[0] ?? key)))
    .join(', ');
}

// A prefix becomes links, history entries and route matches in every browser: `/../x` or `%2e%2e`
// resolve elsewhere than they read, `//host` or a backslash is another site, `?`/`#` never match a
// path, and control characters break the one line each refusal and history entry is. So only plain
// segments of URL-unreserved characters, none of them `.` or `..`, with no empty or trailing segment.
const plainPrefix = /^\/$|^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/;

/**
 * The remote's prefixes must not take another remote's area, or part of it (the longest prefix wins,
 * so `/admin/reports` would quietly take that page from `/admin`), nor a screen of the shell's own.
 */
export function checkRoutes(
  remote: string,
  routes: readonly string[],
  otherRemotes: Readonly<Record<string, readonly string[]>>,
  shellScreens: readonly string[],
): string[] {
  const failures: string[] = [];
  for (const prefix of routes) {
    if (!plainPrefix.test(prefix)) {
      // JSON-quoted, so a prefix holding a line break or a control character still shows as one line.
      failures.push(
        `routes: ${JSON.stringify(prefix)} is not a plain path prefix: / or /segment/…, each segment letters, digits, - . _ ~, not . or ..`,
      );
      continue;
    }
    const screen = shellScreens.find((path) => prefixOwns(prefix, path));
    if (screen) failures.push(`routes: ${prefix} would cover ${screen}, a screen of the shell's own`);
    for (const [other, prefixes] of Object.entries(otherRemotes)) {
      if (other === remote) continue;
      const clash = prefixes.find((theirs) => prefixOwns(theirs, prefix) || prefixOwns(prefix, theirs));
      if (clash) failures.push(`routes: ${prefix} collides with ${clash}, owned by ${other}`);
    }
  }
  return failures;
}

/** The build id and date a remote's build stamped into its manifest (tooling/build-info.ts). */
export function buildInfoOf(manifest: FederationManifest): { version: string | null; date: string | null } {
  const info = manifest.metaData?.buildInfo;
  return { version: info?.buildVersion ?? null, date: info?.buildDate ?? null };
}
