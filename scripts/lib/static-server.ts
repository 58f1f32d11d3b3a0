// Serves one built front-end module the way a static host (S3 + CDN, nginx) would, so e2e tests and
// benchmarks see what production sees: separate origins, CORS for manifests, SPA fallback, caching
// headers, ETags and brotli/gzip (docs/decisions/local-serving.md).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { type ServerType, serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { type ApiErrorBody, ERROR_MESSAGES } from '../../api/src/contract/error-codes';
import {
  type AppConfig,
  isRawAppConfig,
  normalizeAppConfig,
} from '../../shell/src/features/remotes/app-config';
import { routeOwner } from '../../shell/src/features/remotes/route-owners';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptsOf, originOf } from './security-headers';

export interface StaticServerOptions {
  /** The build folder to serve. */
  root: string;
  port: number;
  /** Forward /api/* here (the shell's origin; remotes run standalone too, so they forward as well). */
  apiOrigin: string;
  /**
   * The shell's remote map: served at /app-config.json and inlined into each HTML page, both read on
   * every request so a redeploy is a change of one URL.
   */
  appConfigFile?: string;
  /** The app's own front-end origins: the only ones allowed to call /api cross-origin; also in the CSP. */
  frontEndOrigins?: readonly string[];
  /** The map tile URL template, for the CSP's img-src. */
  tileUrl?: string;
  /** Bodies larger than this are refused here with the API's own 413 (default 256 KiB, as the API). */
  maxApiBodyBytes?: number;
}

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
const uncachedFile = /(^|\/)(mf-manifest\.json|mf-stats\.json|first-views\.json|app-config\.json)$/;
const hashedFile = /\.[0-9a-f]{8}\.(js|css)$/;

const htmlType = 'text/html; charset=utf-8';
const jsonType = 'application/json; charset=utf-8';
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
async function encode(body: Buffer, type: string, quality = 11): Promise<Encoded> {
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
function fileCache() {
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

function respond(c: Context, encoded: Encoded, type: string, cache: string): Response {
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

function escapeJsonForHtml(json: string): string {
  // Inside <script>, "</script>" or "<!--" in a value would end or confuse the element.
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The remote map as the shell reads it (same parser, same route prefixes), or null when unusable. */
function parseRemoteMap(configText: string): { raw: unknown; config: AppConfig } | null {
  try {
    const raw: unknown = JSON.parse(configText);
    return isRawAppConfig(raw) ? { raw, config: normalizeAppConfig(raw) } : null;
  } catch {
    return null;
  }
}

/** The manifest URL of the remote that owns `pathname`, by the shell's own rule. */
function ownerManifest(config: AppConfig, pathname: string): string | undefined {
  const owner = routeOwner(pathname, config.remoteRoutes);
  return owner.kind === 'remote' ? config.remotes[owner.remote] : undefined;
}

/** '/checkout/' -> '/checkout'; '/' stays. */
function normalizedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Public reads the landing page makes at once: fetched beside the scripts instead of after them. */
const firstReads: Record<string, string[]> = {
  '/': ['/locations/1/online-availability', '/plans'],
};

/**
 * The shell's page for one request: the remote map inlined (the shell reads it instead of fetching
 * /app-config.json, one round trip less) and preload hints for the manifest and remoteEntry.js of the
 * remote that owns the path, and for the landing's first API reads.
 */
export function shellPage(
  html: string,
  configText: string | null,
  pathname: string,
  /** Files the owning remote's exposed App needs at once (from its manifest), relative to the manifest. */
  remoteBootFiles: string[] = [],
  /** The owning remote's first view of this path (its first-views.json), shown until the remote runs. */
  firstView?: string,
): string {
  if (configText === null) return html;
  const map = parseRemoteMap(configText);
  if (!map) return html;
  const { raw, config } = map;
  const hints: string[] = [];
  const manifest = ownerManifest(config, pathname);
  if (manifest) {
    try {
      const remoteEntry = new URL('remoteEntry.js', manifest).href;
      hints.push(`<link rel="preload" href="${escapeAttribute(manifest)}" as="fetch" crossorigin>`);
      // No crossorigin: the MF runtime adds a plain <script>, and a preload only serves its own mode.
      hints.push(`<link rel="preload" href="${escapeAttribute(remoteEntry)}" as="script">`);
      for (const file of remoteBootFiles) {
        const href = escapeAttribute(new URL(file, manifest).href);
        hints.push(
          file.endsWith('.css')
            ? `<link rel="preload" href="${href}" as="style">`
            : `<link rel="preload" href="${href}" as="script">`,
        );
      }
    } catch {
      // A malformed URL: the shell reports the remote as unavailable, no hint needed.
    }
  }
  const apiBase = config.apiBaseUrl.replace(/\/+$/, '');
  for (const read of firstReads[normalizedPath(pathname)] ?? []) {
    hints.push(`<link rel="preload" href="${escapeAttribute(`${apiBase}${read}`)}" as="fetch" crossorigin>`);
  }
  const inline = `<script id="garage-app-config" type="application/json">${escapeJsonForHtml(JSON.stringify(raw))}</script>`;
  const page = html.replace('</head>', `${[...hints, inline].join('\n')}\n</head>`);
  // The remote's own markup, as trusted as the remote's scripts this page runs anyway. A function
  // replacement, so a '$' in it is kept as written.
  return firstView
    ? page.replace(
        firstViewSlot,
        () => `<main class="boot-first-view" id="garage-first-view">${firstView}</main>`,
      )
    : page;
}

/** Where shell/index.html takes a remote's first view. */
const firstViewSlot = /<template id="?garage-first-view-slot"?><\/template>/;

function typeOf(file: string): string {
  return types[path.extname(file)] ?? 'application/octet-stream';
}

/** The owning remote for a path, from the map's text: the same rule the shell uses. */
export function owningRemoteManifest(configText: string | null, pathname: string): string | null {
  if (configText === null) return null;
  const map = parseRemoteMap(configText);
  return (map && ownerManifest(map.config, pathname)) ?? null;
}

interface ManifestShape {
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * A file published beside a remote's mf-manifest.json, read and kept 10 s per URL, so a redeploy shows
 * within seconds and a remote that is down costs one short attempt, not one per page.
 */
function remoteFileReader<T>(
  locate: (manifestUrl: string) => string,
  parse: (body: unknown) => T,
  fallback: T,
) {
  const cache = new Map<string, { at: number; value: Promise<T> }>();
  return (manifestUrl: string): Promise<T> => {
    const hit = cache.get(manifestUrl);
    if (hit && Date.now() - hit.at < 10_000) return hit.value;
    const value = Promise.resolve()
      .then(() => fetch(locate(manifestUrl), { signal: AbortSignal.timeout(500) }))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => (body === null ? fallback : parse(body)))
      .catch(() => fallback);
    cache.set(manifestUrl, { at: Date.now(), value });
    return value;
  };
}

/** The files a remote's exposed App loads first, from its mf-manifest.json. */
function remoteBootFilesReader() {
  return remoteFileReader(
    (manifestUrl) => manifestUrl,
    (body) => {
      const app = (body as ManifestShape).exposes?.find((expose) => expose.name === 'App');
      return [...(app?.assets?.css?.sync ?? []), ...(app?.assets?.js?.sync ?? [])].filter(
        (file) => typeof file === 'string' && /^[\w./-]+\.(js|css)$/.test(file),
      );
    },
    [] as string[],
  );
}

/** A remote's first views (first-views.json: path -> HTML), published beside its manifest; optional. */
function remoteFirstViewsReader() {
  return remoteFileReader(
    (manifestUrl) => new URL('first-views.json', manifestUrl).href,
    (body) =>
      typeof body === 'object' && body !== null
        ? Object.fromEntries(
            Object.entries(body).filter(
              (entry): entry is [string, string] => entry[0].startsWith('/') && typeof entry[1] === 'string',
            ),
          )
        : {},
    {} as Record<string, string>,
  );
}

export function createStaticApp(options: StaticServerOptions) {
  const app = new Hono();
  const cached = fileCache();
  const remoteBootFiles = remoteBootFilesReader();
  const remoteFirstViews = remoteFirstViewsReader();
  // Compress the build once at start-up, in the background, so no visitor waits for brotli's top level.
  const warm = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await warm(file);
      else await cached(file, typeOf(file)).catch(() => null);
    }
  };
  void warm(options.root);
  const allowedOrigins = new Set((options.frontEndOrigins ?? []).map(originOf).filter((o) => o !== null));
  const maxApiBodyBytes = options.maxApiBodyBytes ?? 256 * 1024;
  app.use('*', async (c, next) => {
    await next();
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const https = new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https';
    for (const [name, value] of Object.entries(baseSecurityHeaders(https))) c.res.headers.set(name, value);
  });
  // Built files are public and loaded across the front ends' origins (manifests, chunks): any origin
  // may read them. The API is another matter: only the app's own front ends.
  app.use('/api/*', cors({ origin: (origin) => (allowedOrigins.has(origin) ? origin : null) }));
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : cors()(c, next)));

  // API answers are compressed on the fly; static files come precompressed from the cache below.
  app.use('/api/*', compress());
  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    // The API throttles public endpoints per client: it must see the browser, not this proxy. The
    // peer is appended as every proxy does, so behind a load balancer the API can walk the chain as
    // far as TRUST_PROXY allows; by default it believes only this server, i.e. the last entry.
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
      ?.socket?.remoteAddress;
    const earlier = c.req.header('x-forwarded-for')?.trim();
    if (peer) headers.set('x-forwarded-for', earlier ? `${earlier}, ${peer}` : peer);
    // Refused here as the API would: forwarding it would have the API answer 413 mid-upload and close
    // the connection, which the proxy could only report as 502.
    // The body is read only up to the limit, so a huge upload is never held in memory; the 413 then
    // closes the connection, since the rest of that upload was left unread.
    const declared = Number(c.req.header('content-length') ?? 0);
    const body =
      ['GET', 'HEAD'].includes(c.req.method) || declared > maxApiBodyBytes
        ? undefined
        : await readUpTo(c.req.raw, maxApiBodyBytes);
    if (declared > maxApiBodyBytes || body === 'too_large') {
      const tooLarge: ApiErrorBody = { error: ERROR_MESSAGES.body_too_large, code: 'body_too_large' };
      return c.json(tooLarge, 413, { Connection: 'close' });
    }
    try {
      const upstream = await fetch(`${options.apiOrigin}${url.pathname}${url.search}`, {
        method: c.req.method,
        headers,
        body,
        redirect: 'manual',
      });
      const responseHeaders = new Headers(upstream.headers);
      // fetch already decoded the body; passing these on would make the browser decode it twice.
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
      return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
    } catch {
      // Shaped like every API error (and described in the API's OpenAPI document as 502 api_unavailable).
      const unreachable: ApiErrorBody = { error: ERROR_MESSAGES.api_unavailable, code: 'api_unavailable' };
      return c.json(unreachable, 502);
    }
  });

  const readConfig = async (): Promise<string | null> =>
    options.appConfigFile ? readFile(options.appConfigFile, 'utf8').catch(() => null) : null;

  if (options.appConfigFile) {
    const file = options.appConfigFile;
    app.get('/app-config.json', async (c) => {
      const text = await readConfig();
      if (text === null) {
        c.header('Cache-Control', 'no-store');
        return c.json({ error: `Remote map ${file} is missing` }, 503);
      }
      // Never served from a cache without asking: no-cache plus an ETag, so an unchanged map is a 304.
      return respond(c, await encode(Buffer.from(text), jsonType, 5), jsonType, cacheControl.uncached);
    });
  }

  const page = async (c: Context) => {
    const html = await readFile(path.join(options.root, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('Not found', 404);
    let body = html;
    const cspSources = { frontEnds: [...allowedOrigins], tiles: options.tileUrl } as {
      frontEnds: string[];
      tiles?: string;
      api?: string;
      inlineScripts?: string[];
    };
    if (options.appConfigFile) {
      const configText = await readConfig();
      const manifest = owningRemoteManifest(configText, c.req.path);
      const [bootFiles, firstViews] = manifest
        ? await Promise.all([remoteBootFiles(manifest), remoteFirstViews(manifest)])
        : [[], {}];
      body = shellPage(html, configText, c.req.path, bootFiles, firstViews[normalizedPath(c.req.path)]);
      // The remote map names the origins this page really loads from.
      const map = configText === null ? null : parseRemoteMap(configText);
      if (map) {
        cspSources.frontEnds.push(...Object.values(map.config.remotes));
        cspSources.api = map.config.apiBaseUrl;
        cspSources.tiles ??= (map.raw as { mapTileUrl?: string }).mapTileUrl;
      }
    }
    cspSources.inlineScripts = inlineScriptsOf(body);
    const response = respond(
      c,
      await encode(Buffer.from(body), htmlType, 5),
      htmlType,
      cacheControl.revalidated,
    );
    response.headers.set('Content-Security-Policy', contentSecurityPolicy(cspSources));
    return response;
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    if (pathname === '/' || pathname === '/index.html') return page(c);
    const file = path.resolve(options.root, `.${pathname}`);
    if (!file.startsWith(path.resolve(options.root) + path.sep)) return c.text('Not found', 404);
    const extension = path.extname(file);
    // Client-side routes (/admin/plans, /checkout) get the app's page; missing assets stay 404.
    if (!extension) return page(c);
    const type = typeOf(file);
    const encoded = await cached(file, type);
    if (!encoded) return c.text('Not found', 404);
    return respond(c, encoded, type, cacheControlFor(pathname));
  });
  return app;
}

export function startStaticServer(options: StaticServerOptions): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: createStaticApp(options).fetch, port: options.port }, () =>
      resolve(server),
    );
  });
}

/** The request's body, or 'too_large' as soon as more than `maxBytes` arrived (the rest is not read). */
async function readUpTo(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too_large' | undefined> {
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
