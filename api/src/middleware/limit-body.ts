import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How much of a refused body is still read (and thrown away) so the keep-alive connection stays usable
 * for the client's next request. Beyond it the 413 says `Connection: close` and the socket is closed.
 * See docs/decisions/body-limit-keep-alive.md.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

function tooLarge(closeConnection: boolean): HttpError {
  return new HttpError(413, 'body_too_large', undefined, {
    headers: closeConnection ? { Connection: 'close' } : {},
  });
}

/** Reads the rest of a refused body, up to the drain cap; true when it ended within it. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let total = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    total += value.length;
    if (total > DRAIN_MAX_BYTES) return false;
  }
}

/**
 * 413 for a body over `maxBytes`, checked only on methods that carry one. Reading `body` makes
 * @hono/node-server build a full Request with an AbortSignal (about 60 µs of a ~210 µs public GET),
 * while `method` is read straight from the incoming message; a GET's body is never read anyway.
 *
 * A refused body is read to its end (up to DRAIN_MAX_BYTES) before answering: a body left half-read
 * on the socket made the server drop the keep-alive connection after its 413, and the client's next
 * request on it failed with "socket hang up".
 */
export function limitBody(
  defaultMaxBytes: number,
  /** Larger limits for named paths (`/api/clients/import`: a CSV of a few thousand rows). */
  largerFor: Readonly<Record<string, number>> = {},
): MiddlewareHandler {
  // Not async for a method without a body (every GET): one promise less per request.
  const middleware: MiddlewareHandler = (c, next) =>
    METHODS_WITH_BODY.has(c.req.method) ? checked(c, next) : next();
  const checked: MiddlewareHandler = async (c, next) => {
    const maxBytes = largerFor[c.req.path] ?? defaultMaxBytes;
    const declared = c.req.header('content-length');
    const streamed = c.req.header('transfer-encoding') !== undefined;
    // Node's parser holds a declared length to the bytes received, so a length within the limit is trusted.
    if (declared !== undefined && !streamed && Number(declared) <= maxBytes) return next();
    if (declared !== undefined && !streamed && Number(declared) > DRAIN_MAX_BYTES) throw tooLarge(true);
    const body = c.req.raw.body;
    if (!body) return next();

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) throw tooLarge(!(await drain(reader, size)));
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
  return withRouteDoc(middleware, {
    kind: 'errors',
    errors: { 413: ['body_too_large'] },
    methods: [...METHODS_WITH_BODY],
  });
}
