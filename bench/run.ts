// `pnpm bench`: Lighthouse on the entry pages (bench/lighthouse.ts), first-view sizes of / and /admin/plans,
// then API throughput.
// Prints Markdown tables ready for the README. Starts its own `pnpm start` on a throw-away data folder.
// `pnpm bench --api-only` skips the first views (no front-end build, no browser): the API part alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBin, startThrowawayPostgres } from '../scripts/lib/throwaway-postgres';
import { measureAdminListsOnBothEngines } from './admin-lists-engines';
import { measureApiMemory } from './api-memory';
import { loadAverage, measureApiThroughput, measureProcesses, throughputTable } from './api-throughput';
import { measureFirstViews, measureThrottledLanding, phoneProfile, type ThrottledView } from './first-view';
import { measureGateFeed } from './gate-feed';
import { printLighthouse } from './lighthouse';
import { benchAdminSession } from './staff-session';

// BENCH_LIGHTHOUSE_ONLY=1 runs the Lighthouse table alone; BENCH_SKIP_LIGHTHOUSE=1 leaves it out.
const lighthouseOnly = Boolean(process.env.BENCH_LIGHTHOUSE_ONLY);

const baseUrl = `http://localhost:${process.env.SHELL_PORT ?? 3000}`;
const adminPassword = 'bench-admin-password';

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not start');
}

async function measureFirstViewsOfTheApp() {
  const app: ChildProcess = spawn('pnpm', ['start'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'garage-bench-app-')),
      ADMIN_PASSWORD: adminPassword,
    },
    detached: true,
  });
  try {
    await waitForHealth(Date.now() + 240_000);
    // One session for both parts: the seeded admin's first sign-in sets it up, which happens once.
    const admin = await benchAdminSession(baseUrl, adminPassword);
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) await printLighthouse(baseUrl, admin);
    if (lighthouseOnly) return;
    const views = await measureFirstViews(baseUrl, admin);
    console.log('| first view | requests | JS requests | JS gzipped |');
    console.log('|---|---|---|---|');
    for (const view of views) {
      console.log(
        `| \`${view.path}\` | ${view.requests} | ${view.jsRequests} | ${(view.jsGzipBytes / 1024).toFixed(1)} kB |`,
      );
    }
    // Throttled runs are noisy: several cold loads, the median is the figure.
    const runs = Number(process.env.BENCH_THROTTLED_RUNS ?? 3);
    const throttled: ThrottledView[] = [];
    for (let run = 0; run < runs; run += 1) throttled.push(await measureThrottledLanding(baseUrl));
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    console.log(
      `\n| phone profile (${phoneProfile.latencyMs} ms RTT, ${(phoneProfile.downloadBytesPerSecond * 8) / 1e6} Mbit/s, CPU ${phoneProfile.cpuSlowdown}x) | first paint | hero + spaces count visible | runs |`,
    );
    console.log('|---|---|---|---|');
    console.log(
      `| \`/\` (median of ${runs}) | ${(median(throttled.map((t) => t.firstPaintMs)) / 1000).toFixed(2)} s | ${(median(throttled.map((t) => t.mainContentMs)) / 1000).toFixed(2)} s | ${throttled.map((t) => (t.mainContentMs / 1000).toFixed(2)).join(', ')} |`,
    );
  } finally {
    if (app.pid) process.kill(-app.pid, 'SIGTERM');
  }
}

// --api-only skips the front ends; BENCH_FRONT_END_ONLY=1 skips the API (about a minute) while
// iterating on the front end.
if (!process.argv.includes('--api-only')) await measureFirstViewsOfTheApp();
if (process.env.BENCH_FRONT_END_ONLY || lighthouseOnly) process.exit(0);

const loadBefore = loadAverage();
const throughput = await measureApiThroughput();
console.log(`\n**SQLite**\n\n${throughputTable(throughput, loadBefore, loadAverage())}`);
await measureOnPostgres();

/**
 * The same public reads on PostgreSQL (BENCH_POSTGRES_URL, or a throwaway cluster from the machine's
 * PostgreSQL), then one API process against two on one port (docs/decisions/postgresql-engine.md).
 */
async function measureOnPostgres() {
  const bin = process.env.BENCH_POSTGRES_URL ? null : postgresBin();
  if (!process.env.BENCH_POSTGRES_URL && !bin) {
    console.log(
      '\nPostgreSQL: not installed (apt-get install postgresql) and BENCH_POSTGRES_URL unset; skipped.',
    );
    return;
  }
  const cluster = bin ? startThrowawayPostgres(bin, process.env.BENCH_POSTGRES_PORT ?? '55449') : null;
  const server = process.env.BENCH_POSTGRES_URL ?? (cluster as { url: string }).url;
  try {
    const database = (name: string) => {
      const url = new URL(server);
      url.pathname = `/${name}`;
      return url.toString();
    };
    await createDatabases(server, ['bench_reads', 'bench_processes', 'bench_lists']);
    const before = loadAverage();
    const onPostgres = await measureApiThroughput(
      { DATABASE_URL: database('bench_reads') },
      Number(process.env.BENCH_PORT ?? 18787) + 100,
    );
    console.log(`\n**PostgreSQL**\n\n${throughputTable(onPostgres, before, loadAverage())}`);
    const processesBefore = loadAverage();
    const processes = await measureProcesses(database('bench_processes'));
    console.log(
      `\nload average (1, 5, 15 min): ${processesBefore} before, ${loadAverage()} after\n\n| PostgreSQL, \`GET ${processes.route}\` | 1 API process req/s | 2 API processes req/s (one port) | ratio |\n|---|---|---|---|\n| same run, alternating slices | ${processes.one} | ${processes.two} | ${processes.ratio.toFixed(2)} |`,
    );
    // About 3 minutes (seeding and copying a 100k-customer garage); BENCH_SKIP_ADMIN_LISTS=1 leaves it out.
    if (!process.env.BENCH_SKIP_ADMIN_LISTS)
      console.log(`\n${measureAdminListsOnBothEngines(database('bench_lists'))}`);
  } finally {
    cluster?.stop();
  }
}

async function createDatabases(server: string, names: readonly string[]) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}

const memory = await measureApiMemory();
console.log('\n| API started with | processes | RSS of the process tree |');
console.log('|---|---|---|');
for (const row of memory) console.log(`| ${row.how} | ${row.processes} | ${row.rssMb} MB |`);

console.log(`\n${await measureGateFeed()}`);
