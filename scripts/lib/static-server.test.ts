import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../design-system/src/session/session-storage-key';
import { parsePageFiles } from './remote-files';
import { shellPage } from './shell-page';
import { cacheControl, pickEncoding } from './static-files';

// What a sign-in leaves in the browser's storage (design-system/src/session/session.ts): not a credential.
const STORED_SESSION = JSON.stringify({
  username: 'admin',
  role: 'admin',
  expiresAt: Date.now() + 3_600_000,
  setupRequired: [],
});

import { createStaticApp } from './static-server';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let root: string;
let configFile: string;

function writeConfig(signup: string) {
  writeFileSync(
    configFile,
    JSON.stringify({ apiBaseUrl: '/api', remotes: { signup, admin: 'http://a.example/mf-manifest.json' } }),
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(root, 'nested'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  writeFileSync(path.join(root, 'remoteEntry.js'), script);
  writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'signup', pad: 'y'.repeat(2000) }));
  configFile = path.join(root, 'app-config.json');
  writeConfig('http://s.example/mf-manifest.json');
});

const app = () =>
  createStaticApp({ root, port: 0, apiOrigin: 'http://127.0.0.1:9', appConfigFile: configFile });
const get = (url: string, headers: Record<string, string> = {}) =>
  app().request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } });

/** The preload links a page's inline hint script adds in a browser with this storage and language. */
function linksAddedBy(
  page: string,
  {
    session = null,
    language = null,
    browser = 'en-US',
  }: { session?: string | null; language?: string | null; browser?: string },
) {
  const script = /<script>(\(function \(\) \{[\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  const links: Record<string, string>[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: never) => links.push(link) } };
  const localStorage = {
    getItem: (key: string) => (key === SESSION_STORAGE_KEY ? session : key === 'lang' ? language : null),
  };
  new Function('localStorage', 'document', 'navigator', script)(localStorage, document, {
    language: browser,
  });
  return links;
}

describe('caching headers', () => {
  it.each(['/', '/index.html', '/admin/plans', '/checkout'])(
    'revalidates the HTML page at %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe(cacheControl.revalidated);
      expect(response.headers.get('ETag')).toMatch(/^".+"$/);
    },
  );

  it('keeps hashed assets immutable for a year', async () => {
    const response = await get('/main.0123abcd.js');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/remoteEntry.js', cacheControl.revalidated],
    ['/mf-manifest.json', cacheControl.uncached],
    ['/app-config.json', cacheControl.uncached],
  ])(
    'never serves %s from a cache without asking, and answers 304 while it is unchanged',
    async (url, cache) => {
      const first = await get(url);
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toBe(cache);
      const etag = first.headers.get('ETag')!;
      const again = await get(url, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it('a changed remote map gets a new ETag, so the next load sees the new URL', async () => {
    const etag = (await get('/app-config.json')).headers.get('ETag')!;
    writeConfig('http://s2.example/mf-manifest.json');
    const response = await get('/app-config.json', { 'If-None-Match': etag });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      remotes: { signup: 'http://s2.example/mf-manifest.json' },
    });
  });

  it('a missing asset is a 404, not the page', async () => {
    expect((await get('/missing.12345678.js')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd.txt')).status).toBe(404);
  });
});

describe('compression', () => {
  it('prefers brotli and falls back to gzip', async () => {
    const br = await get('/main.0123abcd.js');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await get('/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await get('/main.0123abcd.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('the shell page', () => {
  it('inlines the current remote map, read on each request', async () => {
    const first = await (await get('/', { 'Accept-Encoding': 'identity' })).text();
    expect(first).toContain('<script id="garage-app-config" type="application/json">');
    expect(first).toContain('http://s.example/mf-manifest.json');
    writeConfig('http://s2.example/mf-manifest.json');
    const second = await (await get('/', { 'Accept-Encoding': 'identity' })).text();
    expect(second).toContain('http://s2.example/mf-manifest.json');
    expect(second).not.toContain('http://s.example/');
  });

  it("describes the page in the browser's language", async () => {
    const spanish = await (
      await get('/payments', { 'Accept-Encoding': 'identity', 'Accept-Language': 'es-MX,es' })
    ).text();
    expect(spanish).toMatch(/<meta name="description" content="Consulte su pase/);
    const english = await (
      await get('/', { 'Accept-Encoding': 'identity', 'Accept-Language': 'en-US' })
    ).text();
    expect(english).toMatch(/<meta name="description" content="Covered, secure monthly parking/);
  });

  it("preloads the owning remote's manifest and remoteEntry.js, and the landing's first reads", async () => {
    const landing = await (await get('/', { 'Accept-Encoding': 'identity' })).text();
    expect(landing).toContain(
      '<link rel="preload" href="http://s.example/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(landing).toContain('<link rel="preload" href="http://s.example/remoteEntry.js" as="script">');
    expect(landing).toContain('href="/api/plans" as="fetch"');
    const admin = await (await get('/admin/plans', { 'Accept-Encoding': 'identity' })).text();
    expect(admin).toContain('http://a.example/mf-manifest.json');
    expect(admin).not.toContain('href="http://s.example');
    expect(admin).not.toContain('/api/plans');
  });

  it('preloads a staff area only in a browser holding a staff session: anyone else goes to /login without it', async () => {
    const admin = await (await get('/admin/plans', { 'Accept-Encoding': 'identity' })).text();
    expect(admin).not.toContain('<link rel="preload" href="http://a.example');
    expect(linksAddedBy(admin, { session: null })).toEqual([]);
    expect(linksAddedBy(admin, { session: STORED_SESSION })).toEqual([
      { rel: 'preload', href: 'http://a.example/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
      { rel: 'preload', href: 'http://a.example/remoteEntry.js', as: 'script' },
    ]);
  });

  it('cannot be broken out of by a value in the map', async () => {
    writeConfig('http://s.example/</script><script>alert(1)</script>');
    const page = await (await get('/status', { 'Accept-Encoding': 'identity' })).text();
    expect(page).not.toContain('</script><script>alert(1)');
  });

  it('a remote served without a map gets its page as built', async () => {
    const remote = createStaticApp({ root, port: 0, apiOrigin: 'http://127.0.0.1:9' });
    const page = await (await remote.request('/')).text();
    expect(page).not.toContain('garage-app-config');
  });

  it("preloads the first files of the owning remote's App, relative to its manifest", () => {
    const config = JSON.stringify({
      apiBaseUrl: '/api',
      remotes: { signup: 'http://s.example/v2/mf-manifest.json' },
    });
    const page = shellPage('<head></head>', config, '/', { bootFiles: ['app.css', '268.abcdef12.js'] });
    expect(page).toContain('<link rel="preload" href="http://s.example/v2/app.css" as="style">');
    expect(page).toContain('<link rel="preload" href="http://s.example/v2/268.abcdef12.js" as="script">');
  });
});

describe("the owning remote's first view", () => {
  const config = JSON.stringify({ apiBaseUrl: '/api', remotes: { signup: 'http://s/mf-manifest.json' } });
  const html = '<head></head><div id="root"><template id="garage-first-view-slot"></template></div>';

  it('goes into the slot as the main content, kept as written', () => {
    const page = shellPage(html, config, '/', { firstView: '<h1>Hero $&</h1>' });
    expect(page).toContain('<main class="boot-first-view" id="garage-first-view"><h1>Hero $&</h1></main>');
  });

  it('leaves the slot empty when the remote has none', () => {
    expect(shellPage(html, config, '/')).toContain('<template id="garage-first-view-slot"></template>');
  });
});

describe('hardening: caching, CORS, security headers, body limits and the forwarded client', () => {
  const shellOrigin = 'http://localhost:3000';
  const hardenedApp = () =>
    createStaticApp({
      root,
      port: 0,
      apiOrigin: 'http://127.0.0.1:9',
      appConfigFile: configFile,
      frontEndOrigins: [shellOrigin, 'http://localhost:3001'],
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      maxApiBodyBytes: 1024,
    });

  it('never caches HTML entry pages as immutable; hashed assets are; manifests and the remote map are no-store', async () => {
    const app = hardenedApp();
    for (const page of ['/', '/index.html', '/admin', '/checkout', '/admin/plans']) {
      const res = await app.request(page);
      expect(res.headers.get('Cache-Control'), page).toBe('no-cache');
    }
    expect((await app.request('/main.0123abcd.js')).headers.get('Cache-Control')).toContain('immutable');
    expect((await app.request('/mf-manifest.json')).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/app-config.json')).headers.get('Cache-Control')).toBe('no-store');
    const compressed = await app.request('/main.0123abcd.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('allows /api across origins only for the configured front ends', async () => {
    const app = hardenedApp();
    const foreign = await app.request('/api/plans', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const own = await app.request('/api/plans', {
      method: 'OPTIONS',
      headers: { Origin: shellOrigin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe(shellOrigin);
  });

  it('sends security headers, a CSP that fits the app, and HSTS only over HTTPS', async () => {
    const app = hardenedApp();
    const res = await app.request('/');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(
      /script-src 'self'[^;]* http:\/\/s\.example[^;]* https:\/\/js\.stripe\.com https:\/\/challenges\.cloudflare\.com/,
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/img-src 'self' data:[^;]* https:\/\/tiles\.example/);
    expect(csp).toMatch(/connect-src[^;]* https:\/\/api\.stripe\.com/);
    const https = await app.request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('Strict-Transport-Security')).toContain('max-age=');
  });

  it('answers an oversized /api body with a JSON 413 instead of 502', async () => {
    const res = await hardenedApp().request('/api/plans', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(4096) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
  });

  it('answers an unreachable API with a JSON 502 api_unavailable, like every API error', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const res = await hardenedApp().request('/api/plans');
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: 'The API is not reachable. Try again in a moment.',
      code: 'api_unavailable',
    });
  });

  it("forwards an /api body within the limit to the API whole, with the API's answer", async () => {
    const upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, url: req.url, got: Buffer.concat(chunks).toString() }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = upstream.address() as AddressInfo;
      const app = createStaticApp({
        root,
        port: 0,
        apiOrigin: `http://127.0.0.1:${port}`,
        appConfigFile: configFile,
        maxApiBodyBytes: 1024,
      });
      const sent = JSON.stringify({ name: 'Monthly', pad: 'x'.repeat(900) });
      const res = await app.request('/api/plans?scope=all', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: sent,
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ method: 'POST', url: '/api/plans?scope=all', got: sent });
    } finally {
      upstream.close();
    }
  });

  it('stops reading a streamed /api body at the limit instead of buffering all of it', async () => {
    let pulled = 0;
    // An upload with no declared length that would never end: the proxy must give up on its own.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512));
      },
    });
    const res = await hardenedApp().request('/api/plans', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
    expect(pulled).toBeLessThan(10);
  });

  it('appends the browser to X-Forwarded-For, so the API reads the client from the right', async () => {
    const upstream = createServer((req, res) =>
      res.end(JSON.stringify(req.headers['x-forwarded-for'] ?? null)),
    );
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = upstream.address() as AddressInfo;
      const app = createStaticApp({ root, port: 0, apiOrigin: `http://127.0.0.1:${port}` });
      const peer = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };
      const direct = await app.request('/api/health', {}, peer);
      expect(await direct.json()).toBe('203.0.113.7');
      const claimed = await app.request('/api/health', { headers: { 'X-Forwarded-For': '6.6.6.6' } }, peer);
      expect(await claimed.json()).toBe('6.6.6.6, 203.0.113.7');
    } finally {
      upstream.close();
    }
  });
});

describe("the text and page chunks a page's HTML preloads", () => {
  const config = JSON.stringify({
    apiBaseUrl: '/api',
    remotes: { admin: 'http://a.example/v3/mf-manifest.json', portal: 'http://p.example/mf-manifest.json' },
  });
  const shellFiles = { catalogs: { en: ['catalog-en.1.js'], es: ['catalog-es.1.js'] }, pages: {} };
  const remoteFiles = {
    catalogs: { en: ['catalog-en.2.js'], es: ['catalog-es.2.js'] },
    pages: {
      '/admin/customers': ['page-customers.3.css', 'page-customers.3.js'],
      '/payments': ['page-payments.4.js'],
    },
  };
  const hrefs = (links: Record<string, string>[]) => links.map((link) => `${link.href} ${link.as}`);

  it("a staff page: the shell's text in the visitor's language; the remote's text and page only with a session", () => {
    const page = shellPage('<head></head>', config, '/admin/customers/', { remoteFiles, shellFiles });
    expect(page).not.toContain('<link rel="preload"');
    expect(hrefs(linksAddedBy(page, { browser: 'es-MX' }))).toEqual(['/catalog-es.1.js script']);
    expect(hrefs(linksAddedBy(page, { session: STORED_SESSION, language: 'en', browser: 'es-MX' }))).toEqual([
      '/catalog-en.1.js script',
      'http://a.example/v3/mf-manifest.json fetch',
      'http://a.example/v3/remoteEntry.js script',
      'http://a.example/v3/page-customers.3.css style',
      'http://a.example/v3/page-customers.3.js script',
      'http://a.example/v3/catalog-en.2.js script',
    ]);
  });

  it("a public page: its page chunk as plain tags, its remote's text in the visitor's language", () => {
    const page = shellPage('<head></head>', config, '/payments', { remoteFiles, shellFiles });
    expect(page).toContain('<link rel="preload" href="http://p.example/page-payments.4.js" as="script">');
    expect(hrefs(linksAddedBy(page, { browser: 'es' }))).toEqual([
      '/catalog-es.1.js script',
      'http://p.example/catalog-es.2.js script',
    ]);
  });

  it("another page of the same remote gets no other page's chunk", () => {
    const page = shellPage('<head></head>', config, '/admin/plans', { remoteFiles, shellFiles });
    expect(page).not.toContain('page-customers');
  });

  it('keeps only built file names from a published list', () => {
    expect(
      parsePageFiles({
        catalogs: { en: ['catalog-en.1.js', 'javascript:alert(1)'], fr: ['x.js'] },
        pages: { '/admin/x': ['a.js', 'https://evil.example/b.js'], 'admin/y': ['c.js'] },
      }),
    ).toEqual({ catalogs: { en: ['catalog-en.1.js'] }, pages: { '/admin/x': ['a.js'] } });
    expect(parsePageFiles('nonsense')).toEqual({ catalogs: {}, pages: {} });
  });
});
