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
  /**
   * Where a router registers its reads, for the prefix it is mounted under (`/api/plans`). `route` is the
   * pattern below the prefix that the read stands for (`/:id/online-availability`, `''` for the mount
   * point): the metrics label the answer with the same route pattern the chain's answer would carry.
   */
  at(prefix: string): (read: FastRead, route?: string) => void;
  /** The warm answer for a request's path and query, if a registered read has one. */
  answer(path: string, query: string): CachedJson<unknown> | undefined;
  /** As `answer`, with the route pattern (`/api/locations/:id/online-availability`) it answered for. */
  match(path: string, query: string): { cached: CachedJson<unknown>; route: string } | undefined;
};

export function createFastReads(): FastReads {
  const reads: { prefix: string; read: FastRead; route: string }[] = [];
  const match: FastReads['match'] = (path, query) => {
    for (const { prefix, read, route } of reads) {
      if (!path.startsWith(prefix)) continue;
      const cached = read(path.slice(prefix.length), query);
      if (cached) return { cached, route };
    }
    return undefined;
  };
  return {
    at:
      (prefix) =>
      (read, route = '') => {
        reads.push({ prefix, read, route: `${prefix}${route}` });
      },
    answer: (path, query) => match(path, query)?.cached,
    match,
  };
}

/**
 * `parse` remembered for each text it was given (the first `bound` texts; later ones are parsed every
 * time, so texts a caller makes up cannot grow it): the route's own schema still decides, once per id
 * instead of once per request (zod's parse was most of a warm read's own cost). Only for a parse that
 * depends on nothing but the text, whose result nobody mutates.
 */
export function rememberParses<Parsed>(
  parse: (text: string) => Parsed,
  bound = 1_000,
): (text: string) => Parsed {
  const parsed = new Map<string, Parsed>();
  return (text) => {
    const remembered = parsed.get(text);
    if (remembered !== undefined || parsed.has(text)) return remembered as Parsed;
    const result = parse(text);
    if (parsed.size < bound) parsed.set(text, result);
    return result;
  };
}
