/**
 * Plans are cached for 12 hours in sessionStorage (SPEC sections 7 and 9): prices rarely change and
 * visitors on slow phone connections at the border should not wait for them on every visit.
 */
export const PLANS_CACHE_KEY = 'signup.plans.v1';
export const PLANS_CACHE_TTL_MS = 12 * 60 * 60 * 1000;

interface CacheEntry<T> {
  savedAt: number;
  plans: T[];
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Some privacy modes throw on mere access.
    return null;
  }
}

function isEntry(value: unknown): value is CacheEntry<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.savedAt === 'number' && Array.isArray(entry.plans);
}

/** Cached plans younger than 12 h, else null. `isPlan` guards against an old or tampered shape. */
export function readCachedPlans<T>(isPlan: (value: unknown) => value is T, now = Date.now()): T[] | null {
  try {
    const raw = storage()?.getItem(PLANS_CACHE_KEY);
    if (!raw) return null;
    const entry: unknown = JSON.parse(raw);
    if (!isEntry(entry)) return null;
    const age = now - entry.savedAt;
    if (age < 0 || age >= PLANS_CACHE_TTL_MS) return null;
    return entry.plans.every(isPlan) ? entry.plans : null;
  } catch {
    return null;
  }
}

export function writeCachedPlans<T>(plans: T[], now = Date.now()): void {
  try {
    storage()?.setItem(PLANS_CACHE_KEY, JSON.stringify({ savedAt: now, plans } satisfies CacheEntry<T>));
  } catch {
    // A full or blocked storage only costs a refetch next time.
  }
}
