import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

// The public reads every visitor polls (plans, open spaces) keep their answer serialised beside the
// cached value: JSON.stringify, the ETag and the header object are paid once per cache load, not per
// request. `no-cache` lets a browser keep the body but ask every time; it sends the ETag back in
// If-None-Match and gets a bodiless 304 while nothing changed.

/** A JSON answer serialised once, with its strong ETag (a hash of the exact body bytes). */
export type CachedJson<Value, Body extends string | Buffer<ArrayBuffer> = string> = {
  body: Body;
  etag: string;
  headers: Readonly<Record<string, string>>;
  notModifiedHeaders: Readonly<Record<string, string>>;
  /** Only for the type of the answer. */
  readonly value?: Value;
};

export function cachedJson<Value>(value: Value): CachedJson<Value> {
  return withEtag(asciiJson(JSON.stringify(value)));
}

// Every character outside ASCII as a JSON escape: the same value to every parser, and a text V8 keeps at
// one byte per character, which the fast path writes to the socket at ~2 us less per answer than the
// two-byte text a single "í" makes of all of it (the plans' Spanish copy; api-per-request-cost.md).
const NON_ASCII = /[\u0080-\uffff]/g;
const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
function asciiJson(json: string): string {
  return json.replace(NON_ASCII, escaped);
}

/**
 * The same, held as bytes: for a large answer (the gate's full list, tens of MB), which Node would
 * otherwise encode from text again on every send (~8 ms per MB here), and hash once more for the ETag.
 * Small answers stay text: one write of a short string costs less than a Buffer's (api-request-listener.ts).
 */
export function cachedJsonBytes<Value>(value: Value): CachedJson<Value, Buffer<ArrayBuffer>> {
  // ASCII: latin1 is a plain copy of it, cheaper than encoding UTF-8.
  return withEtag(Buffer.from(asciiJson(JSON.stringify(value)), 'latin1'));
}

function withEtag<Body extends string | Buffer<ArrayBuffer>>(body: Body): CachedJson<never, Body> {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const notModifiedHeaders = { etag, 'cache-control': 'no-cache' };
  return {
    body,
    etag,
    headers: { 'content-type': 'application/json', ...notModifiedHeaders },
    notModifiedHeaders,
  };
}

/** If-None-Match's weak comparison (RFC 9110 13.1.2): `*`, or any listed tag equal to ours, `W/` or not. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  for (const listed of ifNoneMatch.split(',')) {
    const tag = listed.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

/**
 * The cached answer: 304 with no body when the caller already holds it, else 200 with the stored body.
 * A plain header object: Hono's `c.json` would build a Headers object per answer, which the Node
 * adapter then copies back into a plain one.
 */
export function answerCachedJson<Value>(
  c: Context,
  cached: CachedJson<Value>,
): Response & TypedResponse<JSONParsed<Value>, 200, 'json'> {
  // Typed as the 200 it is for every caller that sends no If-None-Match; a browser that sent one
  // gives its script the kept body with status 200.
  const answer = cachedAnswer(cached, c.req.header('if-none-match'));
  return new Response(answer.body, { status: answer.status, headers: answer.headers }) as never;
}

export type CachedAnswer = {
  status: 200 | 304;
  body: string | null;
  headers: Readonly<Record<string, string>>;
};

/** The status, body and headers of the cached answer for a request sending `ifNoneMatch`. */
export function cachedAnswer(cached: CachedJson<unknown>, ifNoneMatch: string | undefined): CachedAnswer {
  return etagMatches(ifNoneMatch, cached.etag)
    ? { status: 304, body: null, headers: cached.notModifiedHeaders }
    : { status: 200, body: cached.body, headers: cached.headers };
}
