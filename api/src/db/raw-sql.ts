import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from './db-executor';
import { isPostgres } from './engine';
import type { Database } from './open-database';
import { prepared } from './prepared';

// Hand-written SQL, for the few reads drizzle's builder makes slow or awkward (staff lists over a million
// rows, the gate feed, a customer's data export), on either engine. Parameters are named `@name` in the
// text, as better-sqlite3 names them; the text itself must read alike on both engines.

type Params = Record<string, unknown>;

// PostgreSQL's drizzle handle runs a SQL fragment with `execute` (the SQLite-typed handle does not say
// so). drizzle wraps a failed statement in an error naming only the SQL; the driver's error (its cause)
// says why (a constraint, a trigger's RAISE), as better-sqlite3's errors do, so that one is thrown.
async function onPostgres<T>(db: DbExecutor, fragment: SQL): Promise<T[]> {
  try {
    const result = await (db as unknown as { execute: (query: SQL) => Promise<{ rows: T[] }> }).execute(
      fragment,
    );
    return result.rows;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw cause instanceof Error ? cause : error;
  }
}

/** Every row `text` answers. On PostgreSQL it joins the transaction open in this async context. */
export async function queryRows<T>(db: Database, text: string, params: Params = {}): Promise<T[]> {
  if (!isPostgres(db)) return prepared(db, text).all(params) as T[];
  return onPostgres<T>(db, withParams(text, params));
}

/** The first row `text` answers, or undefined. */
export async function queryRow<T>(db: Database, text: string, params: Params = {}): Promise<T | undefined> {
  return (await queryRows<T>(db, text, params))[0];
}

/** Every row a drizzle `sql` fragment answers; on PostgreSQL it joins the open transaction. */
export async function sqlRows<T>(db: DbExecutor, fragment: SQL): Promise<T[]> {
  if (!isPostgres(db)) return db.all<T>(fragment);
  return onPostgres<T>(db, fragment);
}

/** The first row a drizzle `sql` fragment answers, or undefined. */
export async function sqlRow<T>(db: DbExecutor, fragment: SQL): Promise<T | undefined> {
  return (await sqlRows<T>(db, fragment))[0];
}

/** Runs a drizzle `sql` statement that answers no rows. */
export async function runSql(db: DbExecutor, fragment: SQL): Promise<void> {
  if (!isPostgres(db)) db.run(fragment);
  else await onPostgres(db, fragment);
}

/** Runs one statement that answers no rows (an UPDATE by hand). */
export async function runQuery(db: Database, text: string, params: Params = {}): Promise<void> {
  if (!isPostgres(db)) prepared(db, text).run(params);
  else await onPostgres(db, withParams(text, params));
}

/** Runs statements with no parameters (DDL, several at once). */
export async function runStatements(db: DbExecutor, text: string): Promise<void> {
  if (isPostgres(db)) await onPostgres(db, sql.raw(text));
  else (db as Database).$client.exec(text);
}

/** How many rows an awaited INSERT, UPDATE or DELETE without RETURNING changed, on either driver. */
export function changedCount(result: unknown): number {
  const answer = result as { changes?: number; rowCount?: number | null };
  return answer.changes ?? answer.rowCount ?? 0;
}

export type SqlDialect = {
  /** SQLite's `INDEXED BY name`, which pins a plan; PostgreSQL's planner takes no such hint. */
  indexedBy: (index: string) => string;
  /** A join whose left side SQLite must read first (`CROSS JOIN` fixes its order); a plain join elsewhere. */
  orderedJoin: string;
  /** The value at `key` of the JSON object stored as text in `column` (compare it with a text or number). */
  jsonField: (column: string, key: string) => string;
  /** `column` holds a JSON object (SQLite stores any text; PostgreSQL's rows were all written as JSON). */
  isJson: (column: string) => string;
  /** The function giving the 1-based position of a text in another, 0 when absent: (haystack, needle). */
  position: string;
};

export function sqlDialect(db: DbExecutor): SqlDialect {
  return isPostgres(db)
    ? {
        indexedBy: () => '',
        orderedJoin: 'JOIN',
        jsonField: (column, key) => `(${column}::jsonb ->> '${key}')`,
        isJson: () => 'TRUE',
        position: 'strpos',
      }
    : {
        indexedBy: (index) => `INDEXED BY ${index}`,
        orderedJoin: 'CROSS JOIN',
        jsonField: (column, key) => `json_extract(${column}, '$.${key}')`,
        isJson: (column) => `json_valid(${column})`,
        position: 'instr',
      };
}

function withParams(text: string, params: Params): SQL {
  const parts = text.split(/@([A-Za-z_][A-Za-z0-9_]*)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    if (!(part in params)) throw new Error(`No value for @${part}`);
    chunks.push(sql`${params[part]}`);
  });
  return sql.join(chunks);
}

/**
 * A query prepared once and run many times: by SQLite on its one connection, built once. On PostgreSQL
 * it is built again for each run, so it goes to the transaction open at that moment, if any (a query
 * built inside one transaction stays tied to that transaction's connection); each pooled connection
 * prepares it under `name` the first time it runs it.
 */
export function prepareQuery<E extends { execute: (...args: never[]) => unknown }>(
  db: DbExecutor,
  build: () => { prepare: () => E },
  name: string,
): Pick<E, 'execute'> {
  if (!isPostgres(db)) return build().prepare();
  const prepareNamed = (query: { prepare: () => E }) =>
    (query.prepare as unknown as (name: string) => E)(name);
  return { execute: ((...args: never[]) => prepareNamed(build()).execute(...args)) as E['execute'] };
}
