import type { DbExecutor } from './db-executor';

// Which engine a database handle speaks (docs/decisions/postgresql-engine.md). The code's queries are
// the same on both; the few spots that differ (hand-written SQL, triggers, closing) ask here.

const postgresHandles = new WeakSet<object>();

export function markPostgres(db: object): void {
  postgresHandles.add(db);
}

export function isPostgres(db: DbExecutor): boolean {
  return postgresHandles.has(db);
}

/** Whether a DATABASE_URL names a PostgreSQL server rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}
