import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { cachedAnswer } from './lib/cached-json';
import type { FastReads } from './lib/fast-reads';
import type { Logger } from './lib/logger';
import { isUrlTooLong } from './middleware/limit-url';
import { logRequest, requestIdFor } from './middleware/request-log';
import { setSecurityHeaders } from './middleware/security-headers';

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
  options: { fastReads?: FastReads | undefined; logger?: Logger | undefined } = {},
): Listener {
  const chain = getRequestListener(fetch);
  const { fastReads, logger } = options;
  if (!fastReads) return chain;
  return (incoming, outgoing) => {
    if (!answerWarmRead(incoming, outgoing, fastReads, logger)) void chain(incoming, outgoing);
  };
}

/** Answers and returns true when the request is a plain read of a warm cached answer; else touches nothing. */
function answerWarmRead(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  fastReads: FastReads,
  logger: Logger | undefined,
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
  if (!PLAIN_PATH.test(path) || !PLAIN_QUERY.test(query)) return false;
  const scheme = (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (isUrlTooLong(`${scheme}://${host}${target}`)) return false;
  let cached: ReturnType<FastReads['answer']>;
  try {
    cached = fastReads.answer(path, query);
  } catch {
    // The chain meets the same failure and answers it through the error handler.
    return false;
  }
  const sentId = headers['x-request-id'];
  if (!cached || Array.isArray(sentId)) return false;

  const id = requestIdFor(sentId);
  outgoing.setHeader('x-request-id', id);
  setSecurityHeaders(outgoing);
  const answer = cachedAnswer(cached, headers['if-none-match']);
  for (const name in answer.headers) outgoing.setHeader(name, answer.headers[name] as string);
  outgoing.statusCode = answer.status;
  // Node writes Content-Length for the body it is given; a HEAD's and a 304's answer has none.
  if (answer.body === null || method === 'HEAD') outgoing.end();
  else outgoing.end(answer.body);
  if (logger) logRequest(logger, id, method, path, answer.status, started);
  return true;
}
