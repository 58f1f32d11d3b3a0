import { afterEach, describe, expect, it } from 'vitest';
import { insertHold } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_ONLINE_SALES_SPACES } from '../../db/seed';

// The count is served with an ETag: a caller holding the current one gets a bodiless 304, and any
// change of the count (a write, a hold lapsing) gives a new tag and the new body.
let t: TestApp;
afterEach(() => t?.cleanup());

let clock = new Date('2025-03-01T05:30:00Z');
const read = (etag?: string) =>
  t.call('GET', '/api/locations/1/online-availability', etag ? { headers: { 'If-None-Match': etag } } : {});

describe('online availability ETag', () => {
  it('answers 304 with no body to the current ETag, weak or listed, and 200 to another', async () => {
    t = await createTestApp({ now: () => clock });
    const first = await read();
    const etag = first.headers.get('ETag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(await first.json()).toMatchObject({ open_slots: SEED_ONLINE_SALES_SPACES });

    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await read(sent);
      expect(again.status, sent).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      // The security headers go on a 304 too.
      expect(again.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const other = await read('"not-the-current-one"');
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ open_slots: SEED_ONLINE_SALES_SPACES });
  });

  it('gives a new ETag and body after a write, and after a hold lapses with no write', async () => {
    t = await createTestApp({ now: () => clock });
    const before = (await read()).headers.get('ETag') ?? '';
    await insertHold(t.db, { expiresAt: '2025-03-01T06:00:00.000Z' });
    const held = await read(before);
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ open_slots: SEED_ONLINE_SALES_SPACES - 1 });
    const heldTag = held.headers.get('ETag') ?? '';
    expect(heldTag).not.toBe(before);
    expect((await read(heldTag)).status).toBe(304);

    clock = new Date('2025-03-01T06:00:00.000Z');
    const lapsed = await read(heldTag);
    expect(lapsed.status).toBe(200);
    expect(await lapsed.json()).toMatchObject({ open_slots: SEED_ONLINE_SALES_SPACES });
    // The same count gives the same tag: the tag is the body's, not the load's.
    expect(lapsed.headers.get('ETag')).toBe(before);
  });
});
