/** 'shell' or a remote's name in the remote map (composed in src/app.tsx). */
export type FrontEndName = string;

/** Each remote's manifest URL, as this page's remote map names it. */
export type RemoteManifests = Readonly<Partial<Record<string, string>>>;

/** One front end as /status shows it: the build it serves, from where, and whether it answered. */
export interface FrontEndVersion {
  name: FrontEndName;
  manifestUrl: string;
  loaded: boolean;
  /** The build id the build stamped into its manifest (tooling/build-info.ts); null if it has none. */
  version: string | null;
  builtAt: Date | null;
}

interface ManifestBuildInfo {
  metaData?: { buildInfo?: { buildVersion?: unknown; buildDate?: unknown } };
}

async function readBuild(name: FrontEndName, manifestUrl: string): Promise<FrontEndVersion> {
  try {
    // Never a cached copy: after a release the next check must show the new build.
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const info = ((await response.json()) as ManifestBuildInfo).metaData?.buildInfo;
    const version = typeof info?.buildVersion === 'string' ? info.buildVersion : null;
    const date = typeof info?.buildDate === 'string' ? new Date(info.buildDate) : null;
    return {
      name,
      manifestUrl,
      loaded: true,
      version,
      builtAt: date && !Number.isNaN(date.getTime()) ? date : null,
    };
  } catch {
    return { name, manifestUrl, loaded: false, version: null, builtAt: null };
  }
}

/**
 * The shell's own build (its manifest sits beside its page) and each remote's, from the manifest the
 * remote map names for this browser: what this page loads, canary included.
 */
export function fetchFrontEndVersions(
  remotes: RemoteManifests,
  shellManifest = '/mf-manifest.json',
): Promise<FrontEndVersion[]> {
  const entries = Object.entries(remotes).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return Promise.all([
    readBuild('shell', shellManifest),
    ...entries.map(([name, url]) => readBuild(name, url)),
  ]);
}
