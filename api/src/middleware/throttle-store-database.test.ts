import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { twoProcessDatabases } from '../../test/two-processes';
import { createApp } from '../app';
import { closeDatabase, type Database, openDatabase } from '../db/open-database';
import { databaseThrottleStore } from './throttle-store';

const opened: (() => Promise<void>)[] = [];
const open: Database[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
  for (const db of open.splice(0)) await closeDatabase(db);
  await t?.cleanup();
  t = undefined;
});

async function twoProcesses(): Promise<[Database, Database]> {
  const pair = await twoProcessDatabases();
  opened.push(pair.close);
  return pair.databases;
}

describe('database throttle store', () => {
  it('opens a window at the first hit, counts within it and opens a new one once it ends', async () => {
    const [db] = await twoProcesses();
    const store = databaseThrottleStore(db);
    expect(await store.hit('a', 1_000, 5_000)).toEqual({ count: 1, endsAt: 6_000 });
    expect(await store.hit('a', 1_000, 5_999)).toEqual({ count: 2, endsAt: 6_000 });
    expect(await store.hit('b', 1_000, 5_999)).toEqual({ count: 1, endsAt: 6_999 });
    expect(await store.hit('a', 1_000, 6_000)).toEqual({ count: 1, endsAt: 7_000 });
  });

  it('takes a counted request back from the current window, never below none', async () => {
    const [db] = await twoProcesses();
    const store = databaseThrottleStore(db);
    await store.hit('a', 1_000, 0);
    await store.hit('a', 1_000, 1);
    await store.takeBack('a');
    expect(await store.hit('a', 1_000, 2)).toEqual({ count: 2, endsAt: 1_000 });
    for (let n = 0; n < 4; n++) await store.takeBack('a');
    expect(await store.hit('a', 1_000, 3)).toEqual({ count: 1, endsAt: 1_000 });
  });

  it('counts one key together for two processes on one database', async () => {
    const [first, second] = await twoProcesses();
    const a = databaseThrottleStore(first);
    const b = databaseThrottleStore(second);
    // Side by side: whichever arrives first opens the window, so all three hit at its start.
    const counts = await Promise.all([a.hit('k', 60_000, 0), b.hit('k', 60_000, 0), a.hit('k', 60_000, 0)]);
    expect(counts.map((window) => window.count).sort()).toEqual([1, 2, 3]);
    expect(await b.hit('k', 60_000, 2)).toEqual({ count: 4, endsAt: 60_000 });
  });
});

describe('THROTTLE_STORE=database', () => {
  it('gives a client one allowance across two API processes, where each alone would give a whole one', async () => {
    t = await createTestApp({}, { env: { THROTTLE_STORE: 'database' } });
    const otherProcess = openDatabase(t.config.databaseUrl ?? t.config.databasePath);
    open.push(otherProcess);
    const other = createApp({ db: otherProcess, config: t.config, log: () => {} });
    const apps = [t.app, other];
    const statuses: number[] = [];
    for (let n = 0; n < 250; n++) {
      const app = apps[n % 2] as typeof t.app;
      const answer = await app.request('/api/garage-details/public', {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      statuses.push(answer.status);
    }
    // The route allows 240 a minute per client: the 241st is refused whichever process it reaches.
    expect(statuses.slice(0, 240).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(240).every((status) => status === 429)).toBe(true);
  });
});
