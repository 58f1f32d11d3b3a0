// `pnpm bench`'s admin lists at 100,000 customers on both engines: one garage seeded on SQLite
// (`pnpm seed:demo`), moved to PostgreSQL (`pnpm db:copy`), then `bench/admin-lists.ts` run against each
// in its own process (a process speaks one engine) and the two put side by side.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

/** Starts the line of `bench/admin-lists.ts`'s output that carries its calls as JSON. */
export const ADMIN_LISTS_JSON = 'admin-lists-json: ';

export type MeasuredCall = { name: string; p50: number; p95: number; target: number; rows: string };

const root = path.resolve(import.meta.dirname, '..');

function run(script: string, args: string[], env: Record<string, string>): string {
  return execFileSync('pnpm', ['exec', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function measured(output: string): MeasuredCall[] {
  const line = output.split('\n').find((l) => l.startsWith(ADMIN_LISTS_JSON));
  if (!line) throw new Error(`bench/admin-lists.ts printed no results:\n${output.slice(-2000)}`);
  return JSON.parse(line.slice(ADMIN_LISTS_JSON.length)) as MeasuredCall[];
}

/** The Markdown table of every admin list's p50/p95 on SQLite and on PostgreSQL (`postgresUrl`, an empty database). */
export function measureAdminListsOnBothEngines(postgresUrl: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-bench-lists-'));
  try {
    const seeded = Date.now();
    run('api/scripts/seed-demo.ts', [], { DATA_DIR: dataDir });
    const copied = Date.now();
    run('api/src/db/copy-cli.ts', ['--to', postgresUrl], { DATA_DIR: dataDir });
    const done = Date.now();
    const loadBefore = loadavg().map((n) => n.toFixed(2));
    const sqlite = measured(
      run('bench/admin-lists.ts', [], { DATA_DIR: dataDir, BENCH_ADMIN_LISTS_JSON: '1' }),
    );
    const postgres = measured(
      run('bench/admin-lists.ts', [], { DATABASE_URL: postgresUrl, BENCH_ADMIN_LISTS_JSON: '1' }),
    );
    const loadAfter = loadavg().map((n) => n.toFixed(2));
    const over = (call: MeasuredCall | undefined) =>
      call === undefined ? '–' : `${call.p95.toFixed(1)}${call.p95 > call.target ? ' ⚠' : ''}`;
    const lines = [
      `Admin lists at 100,000 customers / 1,000,000 sales (seeded in ${((copied - seeded) / 1000).toFixed(0)} s, copied to PostgreSQL in ${((done - copied) / 1000).toFixed(0)} s); load average (1, 5, 15 min): ${loadBefore.join(', ')} before, ${loadAfter.join(', ')} after`,
      '',
      '| call | SQLite p50 ms | SQLite p95 ms | PostgreSQL p50 ms | PostgreSQL p95 ms | target p95 | rows (first call) |',
      '|---|---|---|---|---|---|---|',
      ...sqlite.map((call) => {
        const other = postgres.find((p) => p.name === call.name);
        return `| ${call.name} | ${call.p50.toFixed(1)} | ${over(call)} | ${other ? other.p50.toFixed(1) : '–'} | ${over(other)} | ${call.target} | ${call.rows} |`;
      }),
    ];
    const overTarget = [...sqlite, ...postgres].filter((call) => call.p95 > call.target).length;
    lines.push(
      '',
      overTarget === 0 ? 'Every call within target on both engines.' : `${overTarget} call(s) over target.`,
    );
    return lines.join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
