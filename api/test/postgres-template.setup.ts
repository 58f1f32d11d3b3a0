import pg from 'pg';
import { closeDatabase, openDatabase } from '../src/db/open-database';
import { prepareSchema } from '../src/db/prepare-schema';
import { POSTGRES_TEMPLATE, postgresDatabaseUrl, testPostgresServer } from './test-database';

/** vitest globalSetup: on a PostgreSQL run, the migrated template every test database is copied from. */
export default async function setup(): Promise<void> {
  const server = testPostgresServer();
  if (!server) return;
  const admin = new pg.Client({ connectionString: postgresDatabaseUrl(server, 'postgres') });
  await admin.connect();
  try {
    // Left over from an interrupted run: test databases and the old template.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'garage_test_%'`,
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const db = openDatabase(postgresDatabaseUrl(server, POSTGRES_TEMPLATE));
  try {
    await prepareSchema(db);
  } finally {
    await closeDatabase(db);
  }
}
