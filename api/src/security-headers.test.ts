import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('API security headers', () => {
  it('marks every answer, errors included, as not to be sniffed, framed or run', async () => {
    t = await createTestApp();
    for (const res of [await t.call('GET', '/api/health'), await t.call('GET', '/api/nope')]) {
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });
});
