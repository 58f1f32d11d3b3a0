import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketCookie, bucketFromCookies, inCanary, mapForBucket, newBucket } from './canary';
import { createStaticApp } from './static-server';

const stable = 'http://v1.example/mf-manifest.json';
const canary = 'http://v2.example/mf-manifest.json';
const map = {
  apiBaseUrl: '/api',
  remotes: {
    signup: {
      manifest: stable,
      routes: ['/'],
      canary: { manifest: canary, routes: ['/', '/new'], percent: 10 },
    },
    admin: { manifest: 'http://a.example/mf-manifest.json', routes: ['/admin'] },
  },
};

describe('bucket assignment', () => {
  it('spreads browsers over 100 buckets, about the share asked for landing in the canary', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const buckets = Array.from({ length: 10_000 }, () => newBucket(random));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const share = buckets.filter((bucket) => inCanary(bucket, 10)).length / buckets.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });

  it('keeps a browser in the canary when the share grows, and out of it when it is below', () => {
    expect(inCanary(3, 10)).toBe(true);
    expect(inCanary(3, 25)).toBe(true);
    expect(inCanary(10, 10)).toBe(false);
    expect(newBucket(() => 0.999_999)).toBe(99);
  });

  it('reads the bucket back from the cookie, ignoring other cookies and forged values', () => {
    expect(bucketFromCookies('a=1; garage_bucket=42; b=2')).toBe(42);
    expect(bucketFromCookies('garage_bucket=420')).toBeNull();
    expect(bucketFromCookies('garage_bucket=x')).toBeNull();
    expect(bucketFromCookies(undefined)).toBeNull();
    expect(bucketCookie(5, false)).toBe('garage_bucket=5; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
    expect(bucketCookie(5, true)).toMatch(/; Secure$/);
  });
});

describe('the map a browser gets', () => {
  it('is the canary entry inside the share and the stable one outside, without the canary field', () => {
    const inside = JSON.parse(mapForBucket(JSON.stringify(map), 0).text);
    expect(inside.remotes.signup).toEqual({ manifest: canary, routes: ['/', '/new'] });
    const outside = JSON.parse(mapForBucket(JSON.stringify(map), 50).text);
    expect(outside.remotes.signup).toEqual({ manifest: stable, routes: ['/'] });
    expect(outside.remotes.admin).toEqual(map.remotes.admin);
  });

  it('is the file as written when no canary runs', () => {
    const text = JSON.stringify({ apiBaseUrl: '/api', remotes: { admin: map.remotes.admin } });
    expect(mapForBucket(text, 3)).toEqual({ text, hasCanary: false });
  });
});

describe("the shell's server during a canary", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'canary-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const configFile = path.join(root, 'app-config.json');
  writeFileSync(configFile, JSON.stringify(map));
  const app = createStaticApp({ root, port: 0, apiOrigin: 'http://127.0.0.1:9', appConfigFile: configFile });

  it('sets the bucket cookie once and keeps the browser on the same map', async () => {
    const first = await app.request('/');
    const cookie = first.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^garage_bucket=\d{1,2}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(first.headers.get('Vary')).toMatch(/Cookie/);
    const bucket = bucketFromCookies(cookie.split(';')[0]) ?? -1;
    const expected = bucket < 10 ? canary : stable;
    const again = await app.request('/checkout', { headers: { Cookie: cookie.split(';')[0] ?? '' } });
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(await again.text()).toContain(expected);
    const fetched = await app.request('/app-config.json', {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect((await fetched.json()).remotes.signup.manifest).toBe(expected);
  });

  it('gives bucket 0 the canary and bucket 99 the stable build', async () => {
    const inside = await app.request('/', { headers: { Cookie: 'garage_bucket=0' } });
    const insideHtml = await inside.text();
    expect(insideHtml).toContain(canary);
    expect(insideHtml).not.toContain(stable);
    expect(inside.headers.get('Content-Security-Policy')).toContain('http://v2.example');
    const outside = await (await app.request('/', { headers: { Cookie: 'garage_bucket=99' } })).text();
    expect(outside).toContain(stable);
    expect(outside).not.toContain(canary);
  });

  it('sets no cookie when no canary runs', async () => {
    writeFileSync(configFile, JSON.stringify({ apiBaseUrl: '/api', remotes: { admin: map.remotes.admin } }));
    const response = await app.request('/');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    writeFileSync(configFile, JSON.stringify(map));
  });
});
