import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresServer } from '../../test/test-database';
import { closeDatabase, openDatabase } from './open-database';
import { queryRow } from './raw-sql';

// Runs on the PostgreSQL pass of the suite (GARAGE_TEST_POSTGRES).
const server = testPostgresServer();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function plannerCost(url: string): Promise<string | undefined> {
  const db = openDatabase(url);
  try {
    return (await queryRow<{ random_page_cost: string }>(db, 'SHOW random_page_cost'))?.random_page_cost;
  } finally {
    await closeDatabase(db);
  }
}

describe.skipIf(!server)('the API’s PostgreSQL connections', () => {
  it('price an index probe for data in memory, unless DATABASE_URL says otherwise', async () => {
    const { url, drop } = await freshPostgresDatabase(server as string);
    cleanups.push(drop);
    expect(await plannerCost(url)).toBe('1.1');
    const own = new URL(url);
    own.searchParams.set('options', '-c random_page_cost=2');
    expect(await plannerCost(own.toString())).toBe('2');
  });
});
