import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_LOSS_FEE_CENTS } from '../../db/seed';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('GET /api/items', () => {
  it('lists items publicly', async () => {
    t = await createTestApp();
    const res = await t.client.api.items.$get({ query: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: 1, name: 'Loss fee', description: expect.any(String), price_cents: SEED_LOSS_FEE_CENTS },
    ]);
  });

  it('filters by exact name', async () => {
    t = await createTestApp();
    const found = await t.client.api.items.$get({ query: { name: 'Loss fee' } });
    expect(await found.json()).toEqual([expect.objectContaining({ name: 'Loss fee', price_cents: 2500 })]);
    const none = await t.client.api.items.$get({ query: { name: 'loss' } });
    expect(await none.json()).toEqual([]);
  });
});
