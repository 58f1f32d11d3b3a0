import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/test-database';
import { loadConfig } from '../config';
import { prepareDatabase } from '../prepare-database';
import { backupDatabase, backupFileName, backupIfDue, listBackups, restoreDatabase } from './backups';
import { openDatabase } from './open-database';
import { leads, plans } from './schema';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'garage-backup-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function liveDatabase() {
  const config = loadConfig({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'a', AMBASSADOR_PASSWORD: 'b' });
  const db = await prepareDatabase(config, () => {});
  cleanups.unshift(() => db.$client.close());
  return { db, config };
}

const addLead = async (db: Awaited<ReturnType<typeof liveDatabase>>['db'], n: number) =>
  db
    .insert(leads)
    .values({ firstName: `Lead ${n}`, email: `lead${n}@example.com`, tag: 'waitlist' })
    .run();

// SQLite's file copies; PostgreSQL is backed up with its own tools (docs/production.md).
describe.skipIf(onPostgres)('database backups', () => {
  it('copies the live database while it is being written, and the copy restored into a fresh folder answers the same reads', async () => {
    const { db, config } = await liveDatabase();
    for (let n = 0; n < 50; n += 1) await addLead(db, n);
    const writing = (async () => {
      for (let n = 50; n < 250; n += 1) {
        await addLead(db, n);
        await Promise.resolve();
      }
    })();
    const file = await backupDatabase(db.$client, config.backups, new Date('2026-11-23T12:00:00Z'));
    await writing;
    expect(file.endsWith('parking-20261123T120000Z.db')).toBe(true);

    const restoredPath = join(tempDir(), 'restored', 'parking.db');
    expect(restoreDatabase(file, restoredPath)).toBeNull();
    const restored = openDatabase(restoredPath);
    cleanups.unshift(() => restored.$client.close());
    expect(restored.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(await restored.select().from(plans)).toEqual(await db.select().from(plans));
    // A consistent snapshot: every lead written before the copy, none half-written.
    const count = (await restored.select().from(leads)).length;
    expect(count).toBeGreaterThanOrEqual(50);
    expect(count).toBeLessThanOrEqual(250);
  });

  it('keeps only the newest copies and never leaves a partial file behind', async () => {
    const { db, config } = await liveDatabase();
    const policy = { dir: config.backups.dir, keep: 2 };
    for (const hour of [1, 2, 3]) {
      await backupDatabase(db.$client, policy, new Date(`2026-11-2${hour}T00:00:00Z`));
    }
    expect(listBackups(policy.dir).map((path) => basename(path))).toEqual([
      backupFileName(new Date('2026-11-23T00:00:00Z')),
      backupFileName(new Date('2026-11-22T00:00:00Z')),
    ]);
    expect(readdirSync(policy.dir).some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('backs up only when the newest copy is older than the interval', async () => {
    const { db, config } = await liveDatabase();
    const policy = { ...config.backups, intervalMs: 3_600_000 };
    const now = new Date();
    expect(await backupIfDue(db.$client, policy, now)).not.toBeNull();
    expect(await backupIfDue(db.$client, policy, new Date(now.getTime() + 60_000))).toBeNull();
    expect(await backupIfDue(db.$client, policy, new Date(now.getTime() + 2 * 3_600_000))).not.toBeNull();
  });

  it('restoring over a database keeps the replaced file, and refuses a file that is not a database', async () => {
    const { db, config } = await liveDatabase();
    await addLead(db, 1);
    const file = await backupDatabase(db.$client, config.backups);
    await addLead(db, 2);
    const target = join(tempDir(), 'parking.db');
    const other = openDatabase(target);
    other.$client.exec('CREATE TABLE marker (x INTEGER)');
    other.$client.close();

    const keptAs = restoreDatabase(file, target);
    expect(keptAs && existsSync(keptAs)).toBe(true);
    const restored = openDatabase(target);
    cleanups.unshift(() => restored.$client.close());
    expect((await restored.select().from(leads)).map((lead) => lead.email)).toEqual(['lead1@example.com']);

    const junk = join(tempDir(), 'junk.db');
    writeFileSync(junk, 'not a database');
    expect(() => restoreDatabase(junk, join(tempDir(), 'x.db'))).toThrow();
  });
});
