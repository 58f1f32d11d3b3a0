import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config';
import { hashPassword, verifyPassword } from '../lib/password-hash';
import { prepareDatabase } from '../prepare-database';
import { BUSY_TIMEOUT_MS, type Database } from './open-database';
import { items, locations, plans, staffUsers } from './schema';
import { seedReferenceData, seedStaffUsers } from './seed';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'garage-seed-test-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({ DATA_DIR: dataDir, ...env });
}

async function prepare(config: Config, log: (line: string) => void = () => {}): Promise<Database> {
  const db = await prepareDatabase(config, log);
  cleanups.unshift(() => db.$client.close());
  return db;
}

describe('database preparation', () => {
  it('applies WAL, foreign keys, busy_timeout and synchronous=FULL', async () => {
    const db = await prepare(tempConfig({ ADMIN_PASSWORD: 'a', AMBASSADOR_PASSWORD: 'b' }));
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(BUSY_TIMEOUT_MS); // short on purpose: docs/decisions/busy-database-503.md
  });

  it('seeds the reference data of the spec', async () => {
    const db = await prepare(tempConfig({ ADMIN_PASSWORD: 'a', AMBASSADOR_PASSWORD: 'b' }));
    expect(await db.select().from(plans)).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Monthly pass',
        priceCents: 25000,
        autopay: false,
        durationMonths: 1,
      }),
      expect.objectContaining({
        id: 2,
        name: 'Monthly pass – Autopay',
        priceCents: 25000,
        autopay: true,
        discountPercent: 12,
      }),
    ]);
    expect(await db.select().from(items)).toEqual([
      expect.objectContaining({ name: 'Loss fee', priceCents: 2500 }),
    ]);
    expect(await db.select().from(locations)).toEqual([
      expect.objectContaining({ id: 1, name: 'Border Crossing Garage', onlineSalesSpaces: 40 }),
    ]);
  });

  it('is idempotent: preparing twice keeps one copy and keeps staff edits', async () => {
    const config = tempConfig({ ADMIN_PASSWORD: 'a', AMBASSADOR_PASSWORD: 'b' });
    const first = await prepareDatabase(config, () => {});
    await first.update(plans).set({ priceCents: 26000 });
    first.$client.close();

    const lines: string[] = [];
    const db = await prepare(config, (line) => lines.push(line));
    await seedReferenceData(db);
    expect(await db.select().from(plans)).toHaveLength(2);
    expect((await db.select().from(plans))[0]?.priceCents).toBe(26000);
    expect(await db.select().from(items)).toHaveLength(1);
    expect(await db.select().from(locations)).toHaveLength(1);
    expect(await db.select().from(staffUsers)).toHaveLength(2);
    expect(lines).toEqual([]);
  });

  it('creates admin and ambassador with the configured passwords', async () => {
    const lines: string[] = [];
    const db = await prepare(
      tempConfig({ ADMIN_PASSWORD: 'adm-secret', AMBASSADOR_PASSWORD: 'amb-secret' }),
      (line) => lines.push(line),
    );
    const users = await db.select().from(staffUsers);
    expect(users.map((user) => [user.username, user.role])).toEqual([
      ['admin', 'admin'],
      ['ambassador', 'ambassador'],
    ]);
    expect(await verifyPassword('adm-secret', users[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('amb-secret', users[1]!.passwordHash)).toBe(true);
    expect(lines.join('\n')).not.toContain('adm-secret');
  });

  it('generates random passwords when none are configured and prints them once', async () => {
    const config = tempConfig();
    const lines: string[] = [];
    const db = await prepare(config, (line) => lines.push(line));
    expect(lines).toHaveLength(2);
    const adminPassword = /password: (\S+)/.exec(lines[0]!)?.[1];
    expect(adminPassword).toBeTruthy();
    const admin = (await db.select().from(staffUsers))[0]!;
    expect(await verifyPassword(adminPassword!, admin.passwordHash)).toBe(true);

    expect(await seedStaffUsers(db, config, (line) => lines.push(line), hashPassword)).toEqual([]);
    expect(lines).toHaveLength(2);
  });
});
