// RFC 9110 §7.6.1: these describe one connection, not the message, so a proxy drops them both ways.
// Passed on, they make Node's fetch() throw (the shell answered 502 while the API was up) or let one
// side steer the other's connection (an API's `Connection: close` would close the browser's).
// `Expect` too: the forwarder has already said 100 Continue and holds the whole body when it forwards.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
]);

/** A copy of `source` without hop-by-hop fields: the fixed ones, `Proxy-*`, and any that `Connection` names. */
export function withoutHopByHop(source: Headers): Headers {
  const named = new Set(
    (source.get('connection') ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
  const headers = new Headers(source);
  // Only names already present are deleted: a malformed token in Connection is never a header name here.
  for (const name of new Set(headers.keys()))
    if (hopByHop.has(name) || name.startsWith('proxy-') || named.has(name)) headers.delete(name);
  return headers;
}
