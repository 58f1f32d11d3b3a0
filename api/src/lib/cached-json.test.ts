import { describe, expect, it } from 'vitest';
import { cachedJson, cachedJsonBytes, etagMatches } from './cached-json';

describe('cached JSON answers', () => {
  const value = { credentials: [{ value: 'ÑANDÚ-7', valid_until: '2026-12-01T07:45:00.000Z' }], cursor: 3 };

  it('holds the same answer as text or as bytes, under the same ETag', () => {
    const text = cachedJson(value);
    const bytes = cachedJsonBytes(value);
    expect(bytes.body.toString('utf8')).toBe(text.body);
    expect(JSON.parse(text.body)).toEqual(value);
    expect(bytes.etag).toBe(text.etag);
    expect(bytes.headers).toEqual(text.headers);
  });

  it('writes every character outside ASCII as an escape, which parses back to the same text', () => {
    const answer = cachedJson({ name: 'Pase mensual – Pago automático', emoji: '🅿️' });
    expect(answer.body).toMatch(/^[\x20-\x7e]*$/);
    expect(answer.body).toContain('autom\\u00e1tico');
    expect(JSON.parse(answer.body)).toEqual({ name: 'Pase mensual – Pago automático', emoji: '🅿️' });
  });

  it('gives another ETag for another answer', () => {
    expect(cachedJson({ ...value, cursor: 4 }).etag).not.toBe(cachedJson(value).etag);
  });

  it('matches If-None-Match weakly, in a list or as *', () => {
    const { etag } = cachedJson(value);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"other", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
