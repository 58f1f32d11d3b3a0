import type { DbExecutor } from './db-executor';
import { isPostgres } from './engine';
import type { Database } from './open-database';
import { queryRow, runStatements } from './raw-sql';

// Triggers the app keeps itself (rollups.ts, access-change-triggers.ts), as SQLite and PostgreSQL each
// write them. A trigger is written once, with the few spellings that differ asked of `TriggerDialect`.

export type Trigger = {
  name: string;
  /** `AFTER INSERT ON sales`, `AFTER UPDATE OF a, b ON cards`. */
  event: string;
  /** Fires only when this holds (may name OLD and NEW). */
  when?: string;
  /** Statements, each ending in `;`. */
  body: string;
};

export type TriggerDialect = {
  /** The current instant as ISO-8601 UTC text with milliseconds, as the app writes instants. */
  now: string;
  /** `a` and `b` differ, NULL counting as a value. */
  differs: (a: string, b: string) => string;
};

const SQLITE: TriggerDialect = {
  now: `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  differs: (a, b) => `${a} IS NOT ${b}`,
};

const POSTGRES: TriggerDialect = {
  now: `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  differs: (a, b) => `${a} IS DISTINCT FROM ${b}`,
};

export function triggerDialect(db: DbExecutor): TriggerDialect {
  return isPostgres(db) ? POSTGRES : SQLITE;
}

/** Creates each trigger unless one of its name exists. */
export async function createTriggers(db: DbExecutor, triggers: readonly Trigger[]): Promise<void> {
  for (const t of triggers) {
    if (!isPostgres(db)) {
      await runStatements(
        db,
        `CREATE TRIGGER IF NOT EXISTS ${t.name} ${t.event}${t.when ? ` WHEN ${t.when}` : ''} BEGIN ${t.body} END;`,
      );
      continue;
    }
    if (await hasTrigger(db as Database, t.name)) continue;
    // One function per trigger, named after it: a row trigger that returns NULL after the event.
    await runStatements(
      db,
      `CREATE OR REPLACE FUNCTION ${t.name}() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN ${t.body} RETURN NULL; END $body$;
       CREATE TRIGGER ${t.name} ${t.event} FOR EACH ROW${t.when ? ` WHEN (${t.when})` : ''} EXECUTE FUNCTION ${t.name}();`,
    );
  }
}

/** Drops a trigger (and on PostgreSQL its function) if it exists; `table` is the one it is on. */
export async function dropTrigger(db: DbExecutor, name: string, table: string): Promise<void> {
  if (!isPostgres(db)) await runStatements(db, `DROP TRIGGER IF EXISTS ${name};`);
  else
    await runStatements(db, `DROP TRIGGER IF EXISTS ${name} ON ${table}; DROP FUNCTION IF EXISTS ${name}();`);
}

export async function hasTrigger(db: Database, name: string): Promise<boolean> {
  const text = isPostgres(db)
    ? 'SELECT 1 AS found FROM pg_trigger WHERE tgname = @name'
    : `SELECT 1 AS found FROM sqlite_master WHERE type = 'trigger' AND name = @name`;
  return (await queryRow(db, text, { name })) !== undefined;
}
