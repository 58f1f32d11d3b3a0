// A canary release (`pnpm release <remote> <url> --canary 10`): the map keeps the stable entry and the
// new one with a share; the shell's server hands each browser one map or the other, by a bucket kept
// in a cookie so a browser stays on one build across pages (docs/decisions/canary-cookie.md).

export const bucketCookieName = 'garage_bucket';

/** Buckets 0-99: a browser in bucket b gets every canary whose share is above b. */
const buckets = 100;

/** The browser's bucket from its Cookie header, or null when it has none (or a forged, unusable one). */
export function bucketFromCookies(cookieHeader: string | undefined): number | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name !== bucketCookieName || value === undefined || !/^\d{1,2}$/.test(value)) continue;
    return Number(value);
  }
  return null;
}

export function newBucket(random: () => number = Math.random): number {
  return Math.min(buckets - 1, Math.floor(random() * buckets));
}

/** The lowest buckets get the canary: a share raised from 10 to 25 keeps the first 10% on it. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}

/** Set once, for a year; not readable by scripts, sent on top-level navigation from other sites. */
export function bucketCookie(bucket: number, https: boolean): string {
  return `${bucketCookieName}=${bucket}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

interface CanaryShape {
  manifest: string;
  routes?: string[];
  percent: number;
}

function canaryOf(entry: unknown): CanaryShape | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const canary = (entry as { canary?: unknown }).canary as Partial<CanaryShape> | undefined;
  return typeof canary?.manifest === 'string' && typeof canary.percent === 'number'
    ? (canary as CanaryShape)
    : null;
}

/**
 * The map as this browser sees it: each remote with a canary becomes the canary's entry or the stable
 * one, with the `canary` field gone, so the shell reads a plain map. `hasCanary` says whether the
 * browser's bucket mattered (then the answer varies by cookie). Text that is not JSON is left as is.
 */
export function mapForBucket(
  configText: string,
  bucket: number | null,
): { text: string; hasCanary: boolean } {
  let map: { remotes?: Record<string, unknown> };
  try {
    map = JSON.parse(configText) as typeof map;
  } catch {
    return { text: configText, hasCanary: false };
  }
  if (typeof map?.remotes !== 'object' || map.remotes === null) return { text: configText, hasCanary: false };
  let hasCanary = false;
  const remotes: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(map.remotes)) {
    const canary = canaryOf(entry);
    if (!canary) {
      remotes[name] = entry;
      continue;
    }
    hasCanary = true;
    const { canary: _canary, ...stable } = entry as { canary: unknown; manifest: string; routes?: string[] };
    remotes[name] =
      bucket !== null && inCanary(bucket, canary.percent)
        ? { manifest: canary.manifest, routes: canary.routes ?? stable.routes }
        : stable;
  }
  return hasCanary
    ? { text: JSON.stringify({ ...map, remotes }), hasCanary }
    : { text: configText, hasCanary };
}
