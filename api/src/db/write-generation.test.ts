import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/test-database';
import { migrateDatabase } from './migrate';
import { type Database, openDatabase } from './open-database';
import { firstRow, returnedRow } from './rows';
import { locations, plans } from './schema';
import { inTransaction } from './transaction';
import { writeGenerationOf } from './write-generation';

let dir: string;
let db: Database;
afterEach(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open() {
  dir = mkdtempSync(join(tmpdir(), 'garage-write-generation-'));
  db = openDatabase(join(dir, 'test.db'));
  await migrateDatabase(db);
  await db.insert(locations).values({ id: 1, name: 'Garage', onlineSalesSpaces: 40 });
  return writeGenerationOf(db.$client);
}

// The SQLite connection's write counter the read cache keeps to (db/change-watch.ts); PostgreSQL counts
// its writes on the pool's connections instead (postgres-change-watch.ts).
describe.skipIf(onPostgres)('write generation', () => {
  it('moves on every write and stays put on reads', async () => {
    const generation = await open();
    const start = generation();
    await db.select().from(locations);
    await firstRow(db.select({ n: sql<number>`count(*)` }).from(plans).limit(1));
    const prepared = db.select().from(locations).where(eq(locations.id, 1)).prepare();
    await prepared.all();
    expect(generation()).toBe(start);

    const seen = [start];
    const changed = () => {
      expect(generation()).toBeGreaterThan(seen.at(-1)!);
      seen.push(generation());
    };
    await db.update(locations).set({ onlineSalesSpaces: 3 }).where(eq(locations.id, 1));
    changed();
    await returnedRow(
      db.update(locations).set({ onlineSalesSpaces: 4 }).where(eq(locations.id, 1)).returning(),
    );
    changed();
    const update = db
      .update(locations)
      .set({ onlineSalesSpaces: sql`${sql.placeholder('n')}` })
      .where(eq(locations.id, 1))
      .prepare();
    update.run({ n: 5 });
    changed();
    update.run({ n: 6 }); // the same prepared statement counts every time it runs
    changed();
    await inTransaction(db, async (tx) =>
      tx.insert(locations).values({ id: 2, name: 'B', onlineSalesSpaces: 1 }).run(),
    );
    changed();
    db.$client.exec('delete from locations where id = 2');
    changed();
    db.$client.prepare('insert into locations (id, name, online_sales_spaces) values (3, ?, 1)').run('C');
    changed();
  });

  it('counts a write that failed or was rolled back (a cache reloads once too often, never too rarely)', async () => {
    const generation = await open();
    const start = generation();
    await expect(
      inTransaction(db, async (tx) => {
        await tx.update(locations).set({ onlineSalesSpaces: 9 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(generation()).toBeGreaterThan(start);
  });

  it('refuses a connection that was not opened with openDatabase', () => {
    const client = new BetterSqlite3(':memory:');
    expect(() => writeGenerationOf(client)).toThrow(/not tracked/);
    client.close();
    dir = mkdtempSync(join(tmpdir(), 'garage-write-generation-'));
  });
});
