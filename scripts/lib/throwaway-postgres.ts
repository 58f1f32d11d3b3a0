// A throwaway PostgreSQL cluster from the machine's own PostgreSQL (Debian's `postgresql` package:
// /usr/lib/postgresql/<version>/bin), for the API's PostgreSQL test run and the engine benches.
// Durability is off (fsync, synchronous commit): it lives for one run and is removed after.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL 15+ installed, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => Number(name) >= 15 && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function run(command: string, args: string[]): void {
  // Their progress lines say nothing a test run needs; errors still reach stderr.
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * Starts a cluster on `port` (user `garage`, no password, locale C) and answers its server URL and
 * `stop()`, which stops it and removes its files. initdb refuses to run as root: as root, the cluster
 * belongs to the `postgres` user Debian's package creates.
 */
export function startThrowawayPostgres(bin: string, port: string): { url: string; stop: () => void } {
  const asRoot = process.getuid?.() === 0;
  const asOwner = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  const dir = mkdtempSync(join(tmpdir(), 'garage-pg-'));
  const data = join(dir, 'data');
  try {
    if (asRoot) run('chown', ['postgres', dir]);
    asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'garage', '--locale=C.UTF-8', '-E', 'UTF8', '-N']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=localhost -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    asOwner('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://garage@localhost:${port}/postgres`,
    stop: () => {
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
