import pg from 'pg';

// The API suite runs on SQLite, and again on PostgreSQL when GARAGE_TEST_POSTGRES names a server
// (postgres://user@host:port/any-database): each test app then gets its own database, copied from a
// template migrated once per run (postgres-template.setup.ts), and dropped by its cleanup.

export const POSTGRES_TEMPLATE = 'garage_test_template';

export function testPostgresServer(): string | null {
  return process.env.GARAGE_TEST_POSTGRES?.trim() || null;
}

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
  return {
    url,
    drop: async () => {
      if (!migrated) {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      }
      await emptyDatabase(url);
      emptied.push(name);
    },
  };
}

async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      `SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`,
    );
    // Ids start again at 1, as in a new database.
    await client.query(`TRUNCATE ${rows[0]?.tables} RESTART IDENTITY CASCADE`);
  } finally {
    await client.end();
  }
}
