import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onPostgres } from '../../test/test-database';

let t: TestApp;
let other: BetterSqlite3.Database | undefined;
afterEach(async () => {
  other?.close();
  other = undefined;
  await t?.cleanup();
});

// SQLite's busy wait on a file lock; PostgreSQL's writers wait on row locks inside the server.
describe.skipIf(onPostgres)('a write lock held by another connection', () => {
  it('answers writes 503 service_unavailable with Retry-After while reads keep answering', async () => {
    t = await createTestApp();
    other = new BetterSqlite3(t.config.databasePath);
    other.exec('BEGIN IMMEDIATE');

    const [write, health, plans] = await Promise.all([
      t.as(t.tokens.admin).api.auth.logout.$post(),
      t.client.api.health.$get(),
      t.client.api.plans.$get({ query: {} }),
    ]);
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({
      error: expect.any(String),
      code: 'service_unavailable',
    });
    expect(Number(write.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(health.status).toBe(200);
    expect(plans.status).toBe(200);

    other.exec('ROLLBACK');
    expect((await t.as(t.tokens.admin).api.auth.logout.$post()).status).toBe(204);
  });
});
