import { isPostgres } from './engine';
import type { Database } from './open-database';
import { queryRows, runStatements } from './raw-sql';

// SQLite gives a row inserted without an id one above the largest id ever used, whatever inserted the
// earlier rows. A PostgreSQL identity column counts on its own, so a row inserted with its id (the seeded
// plans and location, a test fixture, db:copy) would leave the count behind and the next insert would
// collide. A trigger before each insert moves the count past an id given by hand; an id the count itself
// gave is equal to it, which costs one comparison (docs/decisions/postgresql-engine.md).

const FUNCTION = `CREATE OR REPLACE FUNCTION keep_id_sequence_ahead() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  counter regclass := pg_get_serial_sequence(quote_ident(TG_TABLE_NAME), 'id')::regclass;
BEGIN
  IF NEW.id > coalesce(pg_sequence_last_value(counter), 0) THEN
    PERFORM setval(counter, NEW.id);
  END IF;
  RETURN NEW;
END $body$;`;

/** On PostgreSQL, every table with an identity id gets the trigger, once. */
export async function ensureIdSequencesFollowInserts(db: Database): Promise<void> {
  if (!isPostgres(db)) return;
  const missing = await queryRows<{ table_name: string }>(
    db,
    // The catalog itself: information_schema's views took ~20 ms of each start.
    `SELECT c.relname AS table_name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
       AND a.attname = 'id' AND a.attidentity <> '' AND NOT a.attisdropped
       AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgname = c.relname || '_keep_id_ahead')`,
  );
  if (missing.length === 0) return;
  await runStatements(
    db,
    [
      FUNCTION,
      ...missing.map(
        ({ table_name: table }) =>
          `CREATE TRIGGER ${table}_keep_id_ahead BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION keep_id_sequence_ahead();`,
      ),
    ].join('\n'),
  );
}
