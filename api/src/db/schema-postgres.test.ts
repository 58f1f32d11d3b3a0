import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generateDrizzleJson,
  generateMigration,
  generateSQLiteDrizzleJson,
  generateSQLiteMigration,
} from 'drizzle-kit/api';
import { getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, POSTGRES_MIGRATIONS_FOLDER } from './migrate';
import { SQLITE_TABLES } from './schema';
import { postgresTwins } from './schema-postgres';

const twins = postgresTwins(SQLITE_TABLES);

function latestSnapshot(folder: string): Record<string, unknown> {
  const meta = join(folder, 'meta');
  const last = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1) as string;
  return JSON.parse(readFileSync(join(meta, last), 'utf8'));
}

describe('the PostgreSQL schema derived from schema.ts', () => {
  it('has every table, column, index, check and key of the SQLite definition, under the same names', () => {
    for (const [key, table] of Object.entries(SQLITE_TABLES)) {
      const lite = sqliteTableConfig(table);
      const pg = pgTableConfig(twins[key as keyof typeof twins]);
      expect(pg.name).toBe(lite.name);
      expect(pg.columns.map((c) => [c.name, c.notNull, c.primary, c.isUnique, c.hasDefault])).toEqual(
        lite.columns.map((c) => [c.name, c.notNull, c.primary, c.isUnique, c.hasDefault]),
      );
      const indexes = (list: { config: { name?: string | undefined; unique: boolean; where?: unknown } }[]) =>
        list.map((i) => [i.config.name, i.config.unique, i.config.where !== undefined]).sort();
      expect(indexes(pg.indexes), lite.name).toEqual(indexes(lite.indexes));
      expect(pg.checks.map((c) => c.name).sort()).toEqual(lite.checks.map((c) => c.name).sort());
      expect(pg.foreignKeys.map((f) => f.getName()).sort()).toEqual(
        lite.foreignKeys.map((f) => f.getName()).sort(),
      );
      expect(pg.primaryKeys.map((k) => k.getName())).toEqual(lite.primaryKeys.map((k) => k.getName()));
    }
  });

  it('reads and writes the same JavaScript values: yes/no as booleans, JSON as objects', () => {
    const pg = twins.customers;
    const invitePending = pgTableConfig(pg).columns.find((c) => c.name === 'invite_pending');
    expect(invitePending?.getSQLType()).toBe('smallint');
    expect(invitePending?.mapToDriverValue(true)).toBe(1);
    expect(invitePending?.mapFromDriverValue(0)).toBe(false);
    const data = pgTableConfig(twins.sandboxObjects).columns.find((c) => c.name === 'data');
    expect(data?.mapFromDriverValue('{"a":1}')).toEqual({ a: 1 });
  });
});

describe('the committed migrations', () => {
  // A schema change needs both `drizzle-kit generate` runs (`pnpm --filter api db:generate`).
  it('are up to date with schema.ts on SQLite', async () => {
    const current = await generateSQLiteDrizzleJson(SQLITE_TABLES);
    const pending = await generateSQLiteMigration(latestSnapshot(MIGRATIONS_FOLDER) as never, current);
    expect(pending).toEqual([]);
  });

  it('are up to date with schema.ts on PostgreSQL', async () => {
    const current = generateDrizzleJson(twins);
    const pending = await generateMigration(latestSnapshot(POSTGRES_MIGRATIONS_FOLDER) as never, current);
    expect(pending).toEqual([]);
  });
});
