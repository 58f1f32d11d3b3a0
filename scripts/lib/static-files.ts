// Built files as a static host serves them: content types, Cache-Control by kind of file, and each
// file's brotli/gzip bodies and ETag computed once per version, answered with 304 when unchanged.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';

/** Cache-Control for each kind of response. */
export const cacheControl = {
  /** Names content by hash: never changes, so never asked for again. */
  hashed: 'public, max-age=31536000, immutable',
  /** Entry points that name the hashed files (HTML, remoteEntry.js): asked for every time, 304 when unchanged. */
  revalidated: 'no-cache',
  /** The remote map and manifests: a redeploy must show on the very next load, never from a cache. */
  uncached: 'no-store',
};

// Files whose names do not change between deploys: they must be revalidated on every load.
const revalidatedFile = /(^|\/)(index\.html|remoteEntry\.js)$/;
const uncachedFile =
  /(^|\/)(mf-manifest\.json|mf-stats\.json|first-views\.json|page-files\.json|app-config\.json)$/;
const hashedFile = /\.[0-9a-f]{8}\.(js|css)$/;

export const htmlType = 'text/html; charset=utf-8';
export const jsonType = 'application/json; charset=utf-8';
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/json|image\/svg)/;

export function cacheControlFor(file: string): string {
  if (uncachedFile.test(file)) return cacheControl.uncached;
  return revalidatedFile.test(file) || !hashedFile.test(file)
    ? cacheControl.revalidated
    : cacheControl.hashed;
}

interface Encoded {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Compression runs on libuv's thread pool, never blocking the server's one thread.
export async function encode(body: Buffer, type: string, quality = 11): Promise<Encoded> {
  const encoded: Encoded = {
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    identity: body,
  };
  if (compressible.test(type) && body.length > 512) {
    [encoded.br, encoded.gzip] = await Promise.all([
      brotliAsync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
  }
  return encoded;
}

/** Compression and hashing happen once per file version (path + mtime + size), not per request. */
export function fileCache() {
  const cache = new Map<string, { version: string; encoded: Promise<Encoded> }>();
  return async (file: string, type: string): Promise<Encoded | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.mtimeMs}:${info.size}`;
    const hit = cache.get(file);
    if (hit?.version === version) return hit.encoded;
    const encoded = readFile(file).then((body) => encode(body, type));
    cache.set(file, { version, encoded });
    return encoded;
  };
}

/** Picks brotli, then gzip, by the request's Accept-Encoding (q=0 excludes). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function respond(c: Context, encoded: Encoded, type: string, cache: string): Response {
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cache, ETag: encoded.etag });
  headers.set('Vary', 'Accept-Encoding');
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === encoded.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const body = (encoding && encoded[encoding]) || encoded.identity;
  if (body !== encoded.identity && encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

export function typeOf(file: string): string {
  return types[path.extname(file)] ?? 'application/octet-stream';
}
