import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Pool, PoolClient } from 'pg';
import { MIGRATIONS_FOLDER } from './migrate';
import { closeDatabase, openDatabase } from './open-database';
import { prepareSchema } from './prepare-schema';

// `pnpm db:copy --to postgres://...` (docs/production.md): a garage's SQLite file moved to PostgreSQL, and
// the proof, table by table: rows and every money column's sum on both sides. The target is migrated by
// this version of the app and must hold no rows; the copy is one transaction, so a failure leaves it empty.

/** One table's rows, and each `*_cents` column's sum, on both sides. */
export type CopiedTable = {
  table: string;
  rows: [number, number];
  sums: { column: string; values: [number, number] }[];
};

export class CopyRefused extends Error {
  override name = 'CopyRefused';
}

// Stays below PostgreSQL's 65,535 parameters per statement whatever the table's width.
const PARAMETERS_PER_INSERT = 30_000;

export async function copyToPostgres(
  sqlitePath: string,
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<CopiedTable[]> {
  const source = new BetterSqlite3(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    assertMigrated(source);
    const tables = sourceTables(source);
    const target = openDatabase(postgresUrl);
    try {
      await prepareSchema(target);
      const client = await (target.$client as unknown as Pool).connect();
      try {
        await assertEmpty(client, tables);
        await copyAll(source, client, tables, log);
        return await compare(source, client, tables);
      } finally {
        client.release();
      }
    } finally {
      await closeDatabase(target);
    }
  } finally {
    source.close();
  }
}

function assertMigrated(source: BetterSqlite3.Database): void {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const applied = (source.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
  if (applied !== journal.entries.length) {
    throw new CopyRefused(
      `The SQLite file has ${applied} of this version's ${journal.entries.length} migrations: start the app on it once (pnpm start), stop it, then copy.`,
    );
  }
}

function sourceTables(source: BetterSqlite3.Database): string[] {
  return (
    source
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND name <> '__drizzle_migrations' ORDER BY name`,
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
}

async function assertEmpty(client: PoolClient, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${table}) AS filled`);
    if (rows[0]?.filled) {
      throw new CopyRefused(
        `The PostgreSQL database already holds rows in ${table}: copy into an empty database.`,
      );
    }
  }
}

async function copyAll(
  source: BetterSqlite3.Database,
  client: PoolClient,
  tables: readonly string[],
  log: (line: string) => void,
): Promise<void> {
  await client.query('BEGIN');
  try {
    // Rows arrive table by table, and some tables refer to each other (passes and cards): the foreign
    // keys are set aside and checked again, in full, once every row is in. The app's own triggers
    // (rollups, the gate feed, id counts) are paused: their results are copied as rows.
    const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
    );
    for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    for (const table of tables) {
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
      const count = await copyTable(source, client, table);
      await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
      log(`${table}: ${count} rows`);
    }
    for (const key of keys) {
      await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
    }
    const { rows: counted } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`,
    );
    for (const { table_name: table } of counted) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), max(id)) FROM ${table} HAVING max(id) IS NOT NULL`,
      );
    }
    await client.query('COMMIT');
    // The planner's statistics, and the visibility map the searches' index-only scans need, which a
    // bulk load leaves empty until autovacuum comes by.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function copyTable(source: BetterSqlite3.Database, client: PoolClient, table: string): Promise<number> {
  const columns = (
    source.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]
  ).map((column) => column.name);
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns.length));
  const insert = (count: number) => {
    const rows = Array.from(
      { length: count },
      (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    return `INSERT INTO ${table} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE VALUES ${rows.join(', ')}`;
  };
  let batch: unknown[] = [];
  let inBatch = 0;
  let copied = 0;
  for (const row of source.prepare(`SELECT * FROM ${table}`).raw(true).iterate() as Iterable<unknown[]>) {
    batch.push(...row);
    inBatch += 1;
    if (inBatch === perInsert) {
      await client.query(insert(inBatch), batch);
      copied += inBatch;
      batch = [];
      inBatch = 0;
    }
  }
  if (inBatch > 0) {
    await client.query(insert(inBatch), batch);
    copied += inBatch;
  }
  return copied;
}

async function compare(
  source: BetterSqlite3.Database,
  client: PoolClient,
  tables: readonly string[],
): Promise<CopiedTable[]> {
  const results: CopiedTable[] = [];
  for (const table of tables) {
    const money = (source.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[])
      .map((column) => column.name)
      .filter((name) => name.endsWith('_cents'));
    const select = `SELECT count(*) AS n${money.map((column, i) => `, coalesce(sum(${column}), 0) AS s${i}`).join('')} FROM ${table}`;
    const before = source.prepare(select).get() as Record<string, number>;
    const after = (await client.query(select)).rows[0] as Record<string, string | number>;
    results.push({
      table,
      rows: [Number(before.n), Number(after.n)],
      sums: money.map((column, i) => ({ column, values: [Number(before[`s${i}`]), Number(after[`s${i}`])] })),
    });
  }
  return results;
}

/** The proof as a table a person reads: one line per table and per money column, ✓ where both sides agree. */
export function copyReport(tables: readonly CopiedTable[]): { lines: string[]; equal: boolean } {
  const lines = [`${'table / column'.padEnd(44)} ${'SQLite'.padStart(14)} ${'PostgreSQL'.padStart(14)}`];
  let equal = true;
  const line = (label: string, [before, after]: [number, number]) => {
    const same = before === after;
    equal &&= same;
    lines.push(
      `${label.padEnd(44)} ${String(before).padStart(14)} ${String(after).padStart(14)}  ${same ? '✓' : '✗'}`,
    );
  };
  for (const table of tables) {
    line(`${table.table} (rows)`, table.rows);
    for (const sum of table.sums) line(`  sum(${sum.column})`, sum.values);
  }
  return { lines, equal };
}
