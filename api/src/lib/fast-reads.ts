import type { CachedJson } from './cached-json';

// The public reads every visitor polls can be answered before Hono's chain while their serialised answer
// is in the cache (api-request-listener.ts, docs/decisions/api-per-request-cost.md). Each router
// registers its reads here, beside the route they stand for, so a change to the route sits next to them.

/**
 * The warm cached answer the route would give for `path` (below the router's mount point, `''` for the
 * mount point itself) and `query` (after the `?`, `''` for none); undefined whenever the route might
 * answer anything else (an invalid or unknown query, a cold cache, any doubt): the chain then answers.
 */
export type FastRead = (path: string, query: string) => CachedJson<unknown> | undefined;

export type FastReads = {
  /** Where a router registers its reads, for the prefix it is mounted under (`/api/plans`). */
  at(prefix: string): (read: FastRead) => void;
  /** The warm answer for a request's path and query, if a registered read has one. */
  answer(path: string, query: string): CachedJson<unknown> | undefined;
};

export function createFastReads(): FastReads {
  const reads: { prefix: string; read: FastRead }[] = [];
  return {
    at: (prefix) => (read) => {
      reads.push({ prefix, read });
    },
    answer(path, query) {
      for (const { prefix, read } of reads) {
        if (!path.startsWith(prefix)) continue;
        const cached = read(path.slice(prefix.length), query);
        if (cached) return cached;
      }
      return undefined;
    },
  };
}
