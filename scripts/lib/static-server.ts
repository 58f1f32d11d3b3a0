// Serves one built front-end module the way a static host (S3 + CDN, nginx) would, so e2e tests and
// benchmarks see what production sees: separate origins, CORS for manifests, SPA fallback.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';

export interface StaticServerOptions {
  /** The build folder to serve. */
  root: string;
  port: number;
  /** Forward /api/* here (the shell's origin; remotes run standalone too, so they forward as well). */
  apiOrigin: string;
  /** Served at /app-config.json, read on every request so a redeploy is a change of one URL. */
  appConfigFile?: string;
}

// Hashed files can be cached forever; the entry points that name them must always be revalidated.
const revalidated = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|favicon\.svg)$/;

export function createStaticApp(options: StaticServerOptions) {
  const app = new Hono();
  app.use('*', cors());
  app.use('*', compress());

  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    try {
      const upstream = await fetch(`${options.apiOrigin}${url.pathname}${url.search}`, {
        method: c.req.method,
        headers,
        body: ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.arrayBuffer(),
        redirect: 'manual',
      });
      const responseHeaders = new Headers(upstream.headers);
      // fetch already decoded the body; passing these on would make the browser decode it twice.
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
      return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
    } catch {
      return c.json({ error: 'The API is not reachable. Try again in a moment.' }, 502);
    }
  });

  if (options.appConfigFile) {
    const file = options.appConfigFile;
    app.get('/app-config.json', async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        return c.body(await readFile(file, 'utf8'), 200, { 'Content-Type': 'application/json' });
      } catch {
        return c.json({ error: `Remote map ${file} is missing` }, 503);
      }
    });
  }

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header(
        'Cache-Control',
        revalidated.test(c.req.path) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    }
  });
  app.use('*', serveStatic({ root: options.root }));
  // Client-side routes (/admin/plans, /checkout) get the app's page; missing assets stay 404.
  app.get('*', async (c) => {
    if (path.extname(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(path.join(options.root, 'index.html'), 'utf8'));
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
