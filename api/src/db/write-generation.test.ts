import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate';
import { type Database, openDatabase } from './open-database';
import { locations, plans } from './schema';
import { writeGenerationOf } from './write-generation';

let dir: string;
let db: Database;
afterEach(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

function open() {
  dir = mkdtempSync(join(tmpdir(), 'garage-write-generation-'));
  db = openDatabase(join(dir, 'test.db'));
  migrateDatabase(db);
  db.insert(locations).values({ id: 1, name: 'Garage', onlineSalesSpaces: 40 }).run();
  return writeGenerationOf(db.$client);
}

describe('write generation', () => {
  it('moves on every write and stays put on reads', () => {
    const generation = open();
    const start = generation();
    db.select().from(locations).all();
    db.select({ n: sql<number>`count(*)` }).from(plans).get();
    const prepared = db.select().from(locations).where(eq(locations.id, 1)).prepare();
    prepared.get();
    expect(generation()).toBe(start);

    const seen = [start];
    const changed = () => {
      expect(generation()).toBeGreaterThan(seen.at(-1)!);
      seen.push(generation());
    };
    db.update(locations).set({ onlineSalesSpaces: 3 }).where(eq(locations.id, 1)).run();
    changed();
    db.update(locations).set({ onlineSalesSpaces: 4 }).where(eq(locations.id, 1)).returning().get();
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
    db.transaction((tx) => tx.insert(locations).values({ id: 2, name: 'B', onlineSalesSpaces: 1 }).run());
    changed();
    db.$client.exec('delete from locations where id = 2');
    changed();
    db.$client.prepare('insert into locations (id, name, online_sales_spaces) values (3, ?, 1)').run('C');
    changed();
  });

  it('counts a write that failed or was rolled back (a cache reloads once too often, never too rarely)', () => {
    const generation = open();
    const start = generation();
    expect(() =>
      db.transaction((tx) => {
        tx.update(locations).set({ onlineSalesSpaces: 9 }).run();
        throw new Error('changed my mind');
      }),
    ).toThrow('changed my mind');
    expect(generation()).toBeGreaterThan(start);
  });

  it('refuses a connection that was not opened with openDatabase', () => {
    const client = new BetterSqlite3(':memory:');
    expect(() => writeGenerationOf(client)).toThrow(/not tracked/);
    client.close();
    dir = mkdtempSync(join(tmpdir(), 'garage-write-generation-'));
  });
});
