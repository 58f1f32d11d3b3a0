// `pnpm test:postgres`: the whole API test suite again, on PostgreSQL (docs/decisions/postgresql-engine.md).
// With GARAGE_TEST_POSTGRES set, on that server; otherwise on a throwaway cluster made from the machine's
// PostgreSQL and removed after. Where PostgreSQL is not installed the run is skipped with a note, unless
// REQUIRE_POSTGRES=1 (CI installs Debian's package and sets it).
import { spawnSync } from 'node:child_process';
import { postgresBin, startThrowawayPostgres } from './lib/throwaway-postgres';

function apiSuite(server: string): number {
  const result = spawnSync('pnpm', ['--filter', 'api', 'exec', 'vitest', 'run'], {
    stdio: 'inherit',
    env: { ...process.env, GARAGE_TEST_POSTGRES: server },
  });
  return result.status ?? 1;
}

if (process.env.GARAGE_TEST_POSTGRES) process.exit(apiSuite(process.env.GARAGE_TEST_POSTGRES));

const bin = postgresBin();
if (!bin) {
  const note =
    'PostgreSQL 15+ is not installed (apt-get install postgresql): the API suite ran on SQLite only.';
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(note);
    process.exit(1);
  }
  console.warn(`Skipped: ${note}`);
  process.exit(0);
}
const cluster = startThrowawayPostgres(bin, process.env.GARAGE_TEST_POSTGRES_PORT ?? '55439');
let status = 1;
try {
  console.log(`API tests on PostgreSQL (${bin})`);
  status = apiSuite(cluster.url);
} finally {
  cluster.stop();
}
process.exit(status);
