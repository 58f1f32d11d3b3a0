import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { type CachedJson, etagMatches } from './lib/cached-json';
import type { FastReads } from './lib/fast-reads';
import type { Logger } from './lib/logger';
import type { AppMetrics } from './lib/metrics';
import { isUrlTooLong } from './middleware/limit-url';
import { logRequest, requestIdFor } from './middleware/request-log';
import { SECURITY_HEADERS } from './middleware/security-headers';

// Node's request listener for the API. A GET or HEAD of a cached public read whose answer is warm is
// answered here, synchronously, before Hono's chain: the chain's promise path, its steps and the
// Request object cost more than the whole answer (docs/decisions/api-per-request-cost.md). It gives
// what the chain gives, through the chain's own code: the request id and log line (request-log.ts),
// the security headers (security-headers.ts), the URL limit (limit-url.ts), the cached answer with
// its ETag and 304 (cached-json.ts) and the route's own validation (each router's `FastRead`).
// Anything else, and any doubt, goes to the chain. api-request-listener.test.ts compares the two.

type Fetch = Parameters<typeof getRequestListener>[0];
type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

// The hosts and request targets @hono/node-server puts into the request's URL verbatim; any other
// (an absolute-form target, a percent-escape, a dot segment, a fragment, an uppercase host) goes to
// the chain, where the URL is normalised and may name another path.
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const PLAIN_PATH = /^\/[a-z0-9/_-]*$/i;
const PLAIN_QUERY = /^[a-z0-9=&_-]*$/i;

/** The API's listener: `fetch` (the app's) behind the warm public reads when `fastReads` is given. */
export function apiRequestListener(
  fetch: Fetch,
  options: {
    fastReads?: FastReads | undefined;
    logger?: Logger | undefined;
    /** The app's metrics: answers given here bypass the chain's middleware that counts the others. */
    metrics?: AppMetrics | undefined;
  } = {},
): Listener {
  const chain = getRequestListener(fetch);
  const { fastReads, logger, metrics } = options;
  if (!fastReads) return chain;
  return (incoming, outgoing) => {
    if (!answerWarmRead(incoming, outgoing, fastReads, logger, metrics)) void chain(incoming, outgoing);
  };
}

/** Answers and returns true when the request is a plain read of a warm cached answer; else touches nothing. */
function answerWarmRead(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  fastReads: FastReads,
  logger: Logger | undefined,
  metrics: AppMetrics | undefined,
): boolean {
  const started = performance.now();
  const { method, headers } = incoming;
  if (method !== 'GET' && method !== 'HEAD') return false;
  // A body on a read is the chain's to refuse or ignore.
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  const host = headers.host;
  const target = incoming.url ?? '';
  if (host === undefined || !PLAIN_HOST.test(host)) return false;
  const mark = target.indexOf('?');
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? '' : target.slice(mark + 1);
  if (!PLAIN_PATH.test(path) || (query !== '' && !PLAIN_QUERY.test(query))) return false;
  const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (isUrlTooLong(`${scheme}://${host}${target}`)) return false;
  let matched: ReturnType<FastReads['match']>;
  try {
    matched = fastReads.match(path, query);
  } catch {
    // The chain meets the same failure and answers it through the error handler.
    return false;
  }
  const sentId = headers['x-request-id'];
  if (!matched || Array.isArray(sentId)) return false;
  const { cached, route } = matched;

  const id = requestIdFor(sentId);
  const status = etagMatches(headers['if-none-match'], cached.etag) ? 304 : 200;
  const pairs = wireFor(cached)[method][status];
  // One writeHead with the whole list: 14 setHeader calls (each validating, lower-casing and storing
  // its pair) cost more than the rest of the answer (docs/decisions/api-per-request-cost.md). The list
  // is the cached one with this request's id in its slot: Node reads it within writeHead and keeps none.
  pairs[1] = id;
  outgoing.writeHead(status, pairs);
  // A HEAD's and a 304's answer has no body; Node then writes no Content-Length, as for the chain's.
  if (status === 304 || method === 'HEAD') outgoing.end();
  else outgoing.end(cached.body);
  const durationMs = performance.now() - started;
  if (logger) logRequest(logger, id, method, path, status, durationMs);
  metrics?.observeRequest(method, route, status, durationMs / 1000);
  return true;
}

/**
 * A cached answer's header pairs as this listener writes them, in the order the chain writes them: the
 * request id's pair first, its value filled in per request. The body goes out as the cached text: Node
 * then sends head and body in one write of one string, where bytes encoded once per load made it a
 * two-part `writev` that cost more than the encoding saved (docs/decisions/api-per-request-cost.md).
 */
type Wire = Record<'GET' | 'HEAD', Record<200 | 304, string[]>>;

const SECURITY_PAIRS = SECURITY_HEADERS.flat();
// Built on the first fast answer of each cache load, dropped with it.
const wires = new WeakMap<CachedJson<unknown>, Wire>();

function wireFor(cached: CachedJson<unknown>): Wire {
  let wire = wires.get(cached);
  if (wire) return wire;
  // The chain sets the security headers on Node's response before the answer's own. Hono answers a HEAD
  // with a copy of the GET's answer, whose Headers object lists the names sorted.
  const pairs = (answer: Readonly<Record<string, string>>, sorted = false) => {
    const entries = Object.entries(answer);
    if (sorted) entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return ['x-request-id', '', ...SECURITY_PAIRS, ...entries.flat()];
  };
  wire = {
    // With its length, which Node adds for the chain after its own Date, Connection and Keep-Alive.
    GET: {
      200: [...pairs(cached.headers), 'Content-Length', String(Buffer.byteLength(cached.body))],
      304: pairs(cached.notModifiedHeaders),
    },
    HEAD: { 200: pairs(cached.headers, true), 304: pairs(cached.notModifiedHeaders, true) },
  };
  wires.set(cached, wire);
  return wire;
}
