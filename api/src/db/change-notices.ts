import { BOOKKEEPING_TABLES } from './bookkeeping-writes';
import { isPostgres } from './engine';
import type { Database } from './open-database';
import { CHANGES_CHANNEL } from './postgres-change-watch';
import { queryRows, runStatements } from './raw-sql';

// On PostgreSQL every table but the bookkeeping ones announces its changes when they commit, so each API
// process's read caches learn of the others' writes (postgres-change-watch.ts). One notice per
// statement, merged by the server into one per transaction.

const FUNCTION = `CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', '');
  RETURN NULL;
END $body$;`;

/** On PostgreSQL, every table of the app without its notice trigger gets one. */
export async function ensureChangeNotices(db: Database): Promise<void> {
  if (!isPostgres(db)) return;
  const missing = await queryRows<{ table_name: string }>(
    db,
    `SELECT t.tablename AS table_name FROM pg_tables t
     WHERE t.schemaname = current_schema()
       AND t.tablename NOT IN (${BOOKKEEPING_TABLES.map((table) => `'${table}'`).join(', ')})
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgname = t.tablename || '_notify_change')`,
  );
  if (missing.length === 0) return;
  await runStatements(
    db,
    [
      FUNCTION,
      ...missing.map(
        ({ table_name: table }) =>
          `CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_change();`,
      ),
    ].join('\n'),
  );
}
