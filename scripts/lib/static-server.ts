// Serves one built front-end module the way a static host (S3 + CDN, nginx) would, so e2e tests and
// benchmarks see what production sees: separate origins, CORS for manifests, SPA fallback, caching
// headers, ETags and brotli/gzip (docs/decisions/local-serving.md).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { CUSTOMER_IMPORT_MAX_BYTES } from '../../api/src/contract/customer-import';
import { type ApiErrorBody, ERROR_MESSAGES } from '../../api/src/contract/error-codes';
import { PAGE_FILES_NAME } from '../../tooling/page-files';
import { bucketCookie, bucketFromCookies, mapForBucket, newBucket } from './canary';
import { withoutHopByHop } from './hop-by-hop-headers';
import { withDescription } from './page-descriptions';
import {
  parsePageFiles,
  remoteBootFilesReader,
  remoteFirstViewsReader,
  remotePageFilesReader,
} from './remote-files';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptsOf, originOf } from './security-headers';
import { normalizedPath, owningRemoteManifest, parseRemoteMap, shellPage } from './shell-page';
import {
  cacheControl,
  cacheControlFor,
  encode,
  fileCache,
  htmlType,
  jsonType,
  respond,
  typeOf,
} from './static-files';

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

export function createStaticApp(options: StaticServerOptions) {
  const app = new Hono();
  const cached = fileCache();
  const remoteBootFiles = remoteBootFilesReader();
  const remoteFirstViews = remoteFirstViewsReader();
  const remotePageFiles = remotePageFilesReader();
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
    for (const [name, value] of Object.entries(baseSecurityHeaders(isHttps(c))))
      c.res.headers.set(name, value);
  });
  // Built files are public and loaded across the front ends' origins (manifests, chunks): any origin
  // may read them. The API is another matter: only the app's own front ends.
  app.use('/api/*', cors({ origin: (origin) => (allowedOrigins.has(origin) ? origin : null) }));
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : cors()(c, next)));

  // API answers are compressed on the fly; static files come precompressed from the cache below.
  app.use('/api/*', compress());
  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = withoutHopByHop(c.req.raw.headers);
    // The API refuses a staff change whose Origin is not the host the browser sent it to: it must
    // learn that host, since the forwarded request is addressed to the API's own.
    headers.set('x-forwarded-host', c.req.header('host') ?? '');
    headers.delete('host');
    // The API throttles public endpoints per client: it must see the browser, not this proxy. The
    // peer is appended as every proxy does, so behind a load balancer the API can walk the chain as
    // far as TRUST_PROXY allows; by default it believes only this server, i.e. the last entry.
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
      ?.socket?.remoteAddress;
    const earlier = headers.get('x-forwarded-for')?.trim();
    if (peer) headers.set('x-forwarded-for', earlier ? `${earlier}, ${peer}` : peer);
    // Refused here as the API would: forwarding it would have the API answer 413 mid-upload and close
    // the connection, which the proxy could only report as 502.
    // The body is read only up to the limit, so a huge upload is never held in memory; the 413 then
    // closes the connection, since the rest of that upload was left unread.
    // A chunked upload declares no length: readUpTo alone holds it to the limit.
    const declared = Number(c.req.header('content-length') ?? 0);
    // The customer import takes a CSV of a few thousand rows; the API holds it to the same limit.
    const limit = url.pathname === '/api/clients/import' ? CUSTOMER_IMPORT_MAX_BYTES : maxApiBodyBytes;
    const body =
      ['GET', 'HEAD'].includes(c.req.method) || declared > limit
        ? undefined
        : await readUpTo(c.req.raw, limit);
    if (declared > limit || body === 'too_large') {
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
      const responseHeaders = withoutHopByHop(upstream.headers);
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

  /**
   * The map as this browser gets it: with a canary running, the browser's bucket (a cookie set here
   * once) picks the canary's entry or the stable one; the page and /app-config.json agree.
   */
  const readConfigFor = async (c: Context) => {
    const text = await readConfig();
    if (text === null) return { text, headers: {} as Record<string, string> };
    const known = bucketFromCookies(c.req.header('cookie'));
    const bucket = known ?? newBucket();
    const resolved = mapForBucket(text, bucket);
    if (!resolved.hasCanary) return { text, headers: {} };
    const headers: Record<string, string> = { Vary: 'Accept-Encoding, Cookie' };
    if (known === null) headers['Set-Cookie'] = bucketCookie(bucket, isHttps(c));
    return { text: resolved.text, headers };
  };

  if (options.appConfigFile) {
    const file = options.appConfigFile;
    app.get('/app-config.json', async (c) => {
      const { text, headers } = await readConfigFor(c);
      if (text === null) {
        c.header('Cache-Control', 'no-store');
        return c.json({ error: `Remote map ${file} is missing` }, 503);
      }
      // Never served from a cache without asking: no-cache plus an ETag, so an unchanged map is a 304.
      const response = respond(
        c,
        await encode(Buffer.from(text), jsonType, 5),
        jsonType,
        cacheControl.uncached,
      );
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      return response;
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
    let mapHeaders: Record<string, string> = {};
    if (options.appConfigFile) {
      const { text: configText, headers } = await readConfigFor(c);
      mapHeaders = headers;
      const manifest = owningRemoteManifest(configText, c.req.path);
      const [bootFiles, firstViews, remoteFiles, shellFiles] = await Promise.all([
        manifest ? remoteBootFiles(manifest) : [],
        manifest ? remoteFirstViews(manifest) : ({} as Record<string, string>),
        manifest ? remotePageFiles(manifest) : undefined,
        readFile(path.join(options.root, PAGE_FILES_NAME), 'utf8')
          .then((text) => parsePageFiles(JSON.parse(text)))
          .catch(() => undefined),
      ]);
      body = shellPage(html, configText, c.req.path, {
        bootFiles,
        firstView: firstViews[normalizedPath(c.req.path)],
        remoteFiles,
        shellFiles,
      });
      // The remote map names the origins this page really loads from.
      const map = configText === null ? null : parseRemoteMap(configText);
      if (map) {
        cspSources.frontEnds.push(...Object.values(map.config.remotes));
        cspSources.api = map.config.apiBaseUrl;
        cspSources.tiles ??= (map.raw as { mapTileUrl?: string }).mapTileUrl;
      }
    }
    body = withDescription(body, c.req.path, c.req.header('accept-language'));
    cspSources.inlineScripts = inlineScriptsOf(body);
    const response = respond(
      c,
      await encode(Buffer.from(body), htmlType, 5),
      htmlType,
      cacheControl.revalidated,
    );
    response.headers.set('Content-Security-Policy', contentSecurityPolicy(cspSources));
    for (const [name, value] of Object.entries(mapHeaders)) response.headers.set(name, value);
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

function isHttps(c: Context): boolean {
  const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  return new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https';
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
