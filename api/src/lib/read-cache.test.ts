import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPostgres } from '../../test/test-database';
import { migrateDatabase } from '../db/migrate';
import { type Database, openDatabase } from '../db/open-database';
import { firstRow } from '../db/rows';
import { locations } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { createReadCache } from './read-cache';

let dir: string;
let db: Database;
afterEach(() => {
  vi.useRealTimers();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function setUp() {
  dir = mkdtempSync(join(tmpdir(), 'garage-read-cache-'));
  db = openDatabase(join(dir, 'test.db'));
  await migrateDatabase(db);
  await db.insert(locations).values({ id: 1, name: 'Garage', onlineSalesSpaces: 40 });
  let loads = 0;
  const spaces = async () => {
    loads++;
    return (
      (await firstRow(db.select().from(locations).where(eq(locations.id, 1)).limit(1)))?.onlineSalesSpaces ??
      -1
    );
  };
  return { spaces, loads: () => loads };
}

// The cache is SQLite's alone: on PostgreSQL every read goes to the server (docs/decisions/postgresql-engine.md).
describe.skipIf(onPostgres)('read cache', () => {
  it('loads once while nothing is written, and again after any write', async () => {
    const { spaces, loads } = await setUp();
    const cache = createReadCache<number, number>(db);
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    expect([await read(), await read(), await read()]).toEqual([40, 40, 40]);
    expect(loads()).toBe(1);
    await db.update(locations).set({ onlineSalesSpaces: 7 });
    expect([await read(), await read()]).toEqual([7, 7]);
    expect(loads()).toBe(2);
  });

  it('serves an entry only from the instant it was loaded until it expires', async () => {
    const { spaces, loads } = await setUp();
    const cache = createReadCache<number, number>(db);
    const readAt = (now: number) =>
      cache.read(1, async () => ({ value: await spaces(), expiresAt: 2_000 }), now);
    await readAt(1_000);
    await readAt(1_999);
    expect(loads()).toBe(1);
    await readAt(2_000); // expired: reloads (and the reload is good until 2 000 again, i.e. not cached)
    expect(loads()).toBe(2);
    await readAt(999); // before the load: the world may have looked different
    expect(loads()).toBe(3);
  });

  it('sees a commit made by another connection to the same file', async () => {
    const { spaces, loads } = await setUp();
    const other = openDatabase(join(dir, 'test.db'));
    const cache = createReadCache<number, number>(db, 0); // recheck other connections on every read
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    expect([await read(), await read()]).toEqual([40, 40]);
    await other.update(locations).set({ onlineSalesSpaces: 12 });
    other.$client.close();
    expect([await read(), await read()]).toEqual([12, 12]);
    expect(loads()).toBe(2);
  });

  it('asks SQLite about other connections at most every recheck interval', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { spaces, loads } = await setUp();
    const other = openDatabase(join(dir, 'test.db'));
    const cache = createReadCache<number, number>(db, 50);
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    await read();
    await other.update(locations).set({ onlineSalesSpaces: 12 });
    other.$client.close();
    expect(await read()).toBe(40); // within the interval: the other process's commit is not looked for yet
    vi.advanceTimersByTime(49);
    expect(await read()).toBe(40);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(12);
    expect(loads()).toBe(2);
  });

  it('caches nothing read inside a transaction, nor a load that wrote', async () => {
    const { spaces, loads } = await setUp();
    const cache = createReadCache<number, number>(db);
    await inTransaction(db, async () => {
      await cache.read(1, async () => ({ value: await spaces() }));
    });
    await cache.read(1, async () => ({ value: await spaces() }));
    expect(loads()).toBe(2);
    const writingLoad = async () => {
      await db.update(locations).set({ onlineSalesSpaces: 8 });
      return { value: await spaces() };
    };
    await cache.read(2, writingLoad);
    await cache.read(2, async () => ({ value: await spaces() }));
    expect(loads()).toBe(4);
  });
});
