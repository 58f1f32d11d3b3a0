// `pnpm test:postgres`: the whole API test suite again, on PostgreSQL (docs/decisions/postgresql-engine.md).
// With GARAGE_TEST_POSTGRES set, on that server; otherwise on a throwaway cluster made here from the
// machine's PostgreSQL (Debian's `postgresql` package: /usr/lib/postgresql/<version>/bin) and removed after.
// Where PostgreSQL is not installed the run is skipped with a note, unless REQUIRE_POSTGRES=1 (CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = process.env.GARAGE_TEST_POSTGRES_PORT ?? '55439';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => Number(name) >= 15 && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

// initdb refuses to run as root: as root, the cluster belongs to the `postgres` user Debian creates.
const asRoot = process.getuid?.() === 0;
const asOwner = (bin, args) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);

function apiSuite(server) {
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

const dir = mkdtempSync(join(tmpdir(), 'garage-pg-'));
const data = join(dir, 'data');
let status = 1;
try {
  if (asRoot) run('chown', ['postgres', dir]);
  asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'garage',
    '--locale=C.UTF-8',
    '-E',
    'UTF8',
    '-N',
  ]);
  // A throwaway cluster: durability settings off, enough connections for every test worker's pools.
  const settings = `-p ${PORT} -k ${dir} -c listen_addresses=localhost -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  asOwner(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  try {
    status = apiSuite(`postgres://garage@localhost:${PORT}/postgres`);
  } finally {
    asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
