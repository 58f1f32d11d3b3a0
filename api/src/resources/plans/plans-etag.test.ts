import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

const read = (etag?: string) =>
  t.call('GET', '/api/plans', etag ? { headers: { 'If-None-Match': etag } } : {});

describe('public plans ETag', () => {
  it('answers 304 to the current ETag until a plan is edited, then the new list with a new ETag', async () => {
    t = await createTestApp();
    const first = await read();
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const unchanged = await read(etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    const [plan] = (await first.json()) as { id: number; name: string }[];
    const edited = await t.call('PUT', `/api/plans/${plan?.id}`, {
      token: t.tokens.admin,
      body: {
        name: 'Renamed',
        description: 'Three months',
        price_cents: 70000,
        autopay: false,
        duration_months: 3,
      },
    });
    expect(edited.status).toBe(200);
    const after = await read(etag);
    expect(after.status).toBe(200);
    expect(((await after.json()) as { name: string }[])[0]?.name).toBe('Renamed');
    expect(after.headers.get('ETag')).not.toBe(etag);
  });

  it('keeps scope=all out of the ETag answer: a plan manager always gets the whole list', async () => {
    t = await createTestApp();
    const etag = (await read()).headers.get('ETag') ?? '';
    const all = await t.call('GET', '/api/plans?scope=all', {
      token: t.tokens.admin,
      headers: { 'If-None-Match': etag },
    });
    expect(all.status).toBe(200);
    expect(all.headers.get('ETag')).toBeNull();
  });
});
