import pg from 'pg';

// The API suite runs on SQLite, and again on PostgreSQL when GARAGE_TEST_POSTGRES names a server
// (postgres://user@host:port/any-database): each test app then gets its own database, copied from a
// template migrated once per run (postgres-template.setup.ts), and dropped by its cleanup.

export const POSTGRES_TEMPLATE = 'garage_test_template';

export function testPostgresServer(): string | null {
  return process.env.GARAGE_TEST_POSTGRES?.trim() || null;
}

/**
 * This run is the PostgreSQL one: tests of a mechanism only SQLite has (its file backups, WAL durability,
 * busy waits, the in-process write counter and read cache) are skipped in it, with the reason beside them.
 */
export const onPostgres = testPostgresServer() !== null;

/** The URL of `database` on the test server. */
export function postgresDatabaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

let admin: pg.Client | null = null;
let created = 0;
/** Migrated databases this worker's tests are done with, emptied, for the next ones. */
const emptied: string[] = [];

async function adminClient(server: string): Promise<pg.Client> {
  if (!admin) {
    admin = new pg.Client({ connectionString: postgresDatabaseUrl(server, 'postgres') });
    await admin.connect();
  }
  return admin;
}

/**
 * A fresh PostgreSQL database for one test: migrated and empty, or with `template: false` bare, with no
 * tables. Its URL, and `drop`, which empties a migrated one for the next test of this worker (emptying
 * takes a tenth of the time copying the template does) and drops a bare one.
 */
export async function freshPostgresDatabase(
  server: string,
  options: { template?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const migrated = options.template !== false;
  const reused = migrated ? emptied.pop() : undefined;
  const name = reused ?? `garage_test_${process.pid}_${++created}`;
  const client = await adminClient(server);
  if (!reused)
    await client.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${POSTGRES_TEMPLATE}` : ''}`);
  const url = postgresDatabaseUrl(server, name);
  if (migrated && templateTriggers === null) {
    const copy = new pg.Client({ connectionString: url });
    await copy.connect();
    templateTriggers = await triggerCount(copy).finally(() => copy.end());
  }
  return {
    url,
    drop: async () => {
      if (!migrated) {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      }
      // A test that dropped a trigger (the audit record's guard) leaves a database unlike the template.
      if (await emptyDatabase(url)) emptied.push(name);
      else await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The app's triggers in a copy of the template, counted in the first one this worker made. */
let templateTriggers: number | null = null;

async function triggerCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_trigger WHERE NOT tgisinternal',
  );
  return rows[0]?.n ?? 0;
}

/**
 * Rows deleted with triggers and foreign keys off (a superuser's `session_replication_role`), and ids
 * restarted: on tables of a few rows this takes a sixth of what TRUNCATE does, which makes new files
 * for every table and index.
 */
const EMPTY_ALL_TABLES = `DO $$
DECLARE r record;
BEGIN
  SET LOCAL session_replication_role = replica;
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('DELETE FROM %I', r.tablename);
  END LOOP;
  FOR r IN SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() LOOP
    EXECUTE format('ALTER SEQUENCE %I RESTART', r.sequencename);
  END LOOP;
END $$`;

/** Empties a migrated database; false when its triggers are no longer the template's (not to be reused). */
async function emptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if ((await triggerCount(client)) !== templateTriggers) return false;
    const { rows } = await client.query<{ superuser: string }>(
      `SELECT current_setting('is_superuser') AS superuser`,
    );
    if (rows[0]?.superuser === 'on') {
      await client.query(EMPTY_ALL_TABLES);
      return true;
    }
    const tables = await client.query<{ tables: string }>(
      `SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`,
    );
    // Ids start again at 1, as in a new database.
    await client.query(`TRUNCATE ${tables.rows[0]?.tables} RESTART IDENTITY CASCADE`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops the emptied databases this test file kept for reuse (postgres-databases.setup.ts, after each file). */
export async function dropKeptDatabases(): Promise<void> {
  if (!admin) return;
  for (const name of emptied.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  admin = null;
}
