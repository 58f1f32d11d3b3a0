// `pnpm db:copy --to postgres://user@host/db [--from file.db]`: moves the garage's SQLite file (DATA_DIR /
// DATABASE_PATH, as the app reads them, unless --from names another) to an empty PostgreSQL database and
// prints the proof (db/copy-to-postgres.ts). Stop the API first, so nothing is written meanwhile.
import { parseArgs } from 'node:util';
import { databaseLocation } from '../config';
import { CopyRefused, copyReport, copyToPostgres } from './copy-to-postgres';
import { isPostgresUrl } from './engine';

const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
if (!values.to || !isPostgresUrl(values.to)) {
  console.error(
    'Usage: pnpm db:copy --to postgres://user:password@host:5432/database [--from path/to/parking.db]',
  );
  process.exit(2);
}
const from = values.from ?? databaseLocation().databasePath;
console.log(`Copying ${from} to PostgreSQL...`);
try {
  const tables = await copyToPostgres(from, values.to, (line) => console.log(`  ${line}`));
  const { lines, equal } = copyReport(tables);
  for (const line of lines) console.log(line);
  if (!equal) {
    console.error('The counts or sums differ (✗ above): do not switch the app to this database.');
    process.exit(1);
  }
  console.log(
    'Every count and sum agrees. Start the app with DATABASE_URL set to this database, and JWT_SECRET set to the contents of the jwt-secret file in the old DATA_DIR (sessions and second-factor secrets are sealed with it).',
  );
} catch (error) {
  if (error instanceof CopyRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
