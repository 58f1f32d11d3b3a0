import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshPostgresDatabase, onPostgres, testPostgresServer } from '../../test/test-database';
import { changeWatchOf } from '../db/change-watch';
import { migrateDatabase } from '../db/migrate';
import { closeDatabase, openDatabase } from '../db/open-database';
import { prepareSchema } from '../db/prepare-schema';
import { firstRow } from '../db/rows';
import { locations, throttleWindows } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { createReadCache } from './read-cache';

const server = testPostgresServer();
let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A database of this run's engine with one location of 40 spaces; `location` opens it again. */
async function setUp() {
  let location: string;
  if (server) {
    const fresh = await freshPostgresDatabase(server);
    cleanups.push(fresh.drop);
    location = fresh.url;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'garage-read-cache-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    location = join(dir, 'test.db');
  }
  const open = () => {
    const opened = openDatabase(location);
    cleanups.push(() => closeDatabase(opened));
    return opened;
  };
  const db = open();
  if (server) await prepareSchema(db);
  else await migrateDatabase(db);
  await db.insert(locations).values({ id: 1, name: 'Garage', onlineSalesSpaces: 40 });
  let loads = 0;
  const spaces = async () => {
    loads++;
    return (
      (await firstRow(db.select().from(locations).where(eq(locations.id, 1)).limit(1)))?.onlineSalesSpaces ??
      -1
    );
  };
  // On PostgreSQL nothing is cached until the connection listening for other processes' commits is in.
  if (server) await vi.waitFor(() => expect(changeWatchOf(db).others()).not.toBeNull());
  return { db, open, spaces, loads: () => loads, location };
}

describe('read cache', () => {
  it('loads once while nothing is written, and again after any write', async () => {
    const { db, spaces, loads } = await setUp();
    const cache = createReadCache<number, number>(db);
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    expect([await read(), await read(), await read()]).toEqual([40, 40, 40]);
    expect(loads()).toBe(1);
    await db.update(locations).set({ onlineSalesSpaces: 7 });
    expect([await read(), await read()]).toEqual([7, 7]);
    expect(loads()).toBe(2);
  });

  it('stays standing when only the throttle counts are written', async () => {
    const { db, spaces, loads } = await setUp();
    const cache = createReadCache<number, number>(db);
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    await read();
    await db.insert(throttleWindows).values({ key: 'visitor', count: 1, endsAt: Date.now() + 60_000 });
    await db.update(throttleWindows).set({ count: 2 });
    await read();
    expect(loads()).toBe(1);
  });

  it('serves an entry only from the instant it was loaded until it expires', async () => {
    const { db, spaces, loads } = await setUp();
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

  it('sees a commit made by another process', async () => {
    const { db, open, spaces, loads } = await setUp();
    const other = open();
    const cache = createReadCache<number, number>(db, 0); // SQLite: ask about other connections on every read
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    expect([await read(), await read()]).toEqual([40, 40]);
    await other.update(locations).set({ onlineSalesSpaces: 12 });
    // PostgreSQL's notice of the commit arrives a moment after it.
    await vi.waitFor(async () => expect(await read()).toBe(12));
    const loadsAfterNotice = loads();
    expect(await read()).toBe(12);
    expect(loads()).toBe(loadsAfterNotice);
  });

  it('caches nothing read inside a transaction, nor a load that wrote', async () => {
    const { db, spaces, loads } = await setUp();
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

describe.skipIf(onPostgres)('read cache on SQLite', () => {
  it('asks SQLite about other connections at most every recheck interval', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { db, open, spaces, loads } = await setUp();
    const other = open();
    const cache = createReadCache<number, number>(db, 50);
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    await read();
    await other.update(locations).set({ onlineSalesSpaces: 12 });
    expect(await read()).toBe(40); // within the interval: the other process's commit is not looked for yet
    vi.advanceTimersByTime(49);
    expect(await read()).toBe(40);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(12);
    expect(loads()).toBe(2);
  });
});

describe.skipIf(!onPostgres)('read cache on PostgreSQL', () => {
  it('caches nothing while its listening connection is lost, and again once it is back', async () => {
    const { db, spaces, loads, location } = await setUp();
    const cache = createReadCache<number, number>(db);
    const read = () => cache.read(1, async () => ({ value: await spaces() }));
    await read();
    const admin = new pg.Client({ connectionString: location });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    await vi.waitFor(() => expect(changeWatchOf(db).others()).toBeNull());
    // A commit nobody was listening for: it must not be served from before.
    await admin.query('UPDATE locations SET online_sales_spaces = 5');
    expect([await read(), await read()]).toEqual([5, 5]);
    expect(loads()).toBe(3);
    await vi.waitFor(() => expect(changeWatchOf(db).others()).not.toBeNull(), { timeout: 5_000 });
    await read();
    await read();
    expect(loads()).toBe(4);
  });
});
