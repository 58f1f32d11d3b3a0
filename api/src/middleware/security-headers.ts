import type { Context, MiddlewareHandler } from 'hono';

// Every API answer is JSON: nothing may run, frame or sniff it. These are the names and values
// hono/secure-headers sent with CSP `default-src 'none'; frame-ancestors 'none'`, HSTS off (the front-end
// server's, it knows about HTTPS) and CORP off (a cross-origin `apiBaseUrl` keeps working); a test
// holds the two equal. Written as a fixed list because the middleware rebuilt and re-validated them
// on a Headers object for every answer (docs/decisions/api-per-request-cost.md).
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

export type NodeResponse = { setHeader(name: string, value: string): unknown };

/** SECURITY_HEADERS on Node's response, which merges them into whatever answer it then writes. */
export function setSecurityHeaders(outgoing: NodeResponse): void {
  for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
}

/** The Node response behind this request (@hono/node-server); none under `app.request` in tests. */
function nodeResponse(c: Context): NodeResponse | undefined {
  return (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
}

/**
 * Sets a header on whatever answer this request gets. Served by Node, on the socket's response, where
 * Node merges it with the answer's own headers (every answer, errors and raw Responses included)
 * without a Headers object per request; otherwise on the context, before the answer is built.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/** SECURITY_HEADERS on every answer, errors and not-found included. */
export function securityHeaders(): MiddlewareHandler {
  // Not async when served by Node: one promise less per request.
  return (c, next) => {
    const outgoing = nodeResponse(c);
    if (!outgoing) return onFinishedAnswer(c, next);
    setSecurityHeaders(outgoing);
    return next();
  };
}

/** Without a socket, on the finished answer, as hono/secure-headers did. */
async function onFinishedAnswer(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  for (const [name, value] of SECURITY_HEADERS) c.res.headers.set(name, value);
}
