// `pnpm bench:admin-lists`: p50/p95 of every admin list, search and count of issues 8 and 9 against
// a database filled by `pnpm seed:demo` (same DATA_DIR / DATABASE_PATH), through the real app
// (app.request: routing, auth, validation, JSON) in this process. Prints a Markdown table for the
// README. Targets: p95 <= 25 ms for lists, searches and counts; <= 100 ms for the summary by month.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { addDays, todayInTimeZone } from '../api/src/contract/calendar-date';
import { closeDatabase } from '../api/src/db/open-database';
import { queryRow, queryRows } from '../api/src/db/raw-sql';
import { prepareDatabase } from '../api/src/prepare-database';
import { benchStaffSession } from '../api/test/fixtures';
import { ADMIN_LISTS_JSON, type MeasuredCall } from './admin-lists-engines';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 60);
const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
const db = await prepareDatabase(config, () => {});
const engine = config.databaseUrl ? 'PostgreSQL' : 'SQLite';
const customerCount = (await queryRow<{ n: number }>(db, 'SELECT count(*) AS n FROM customers'))?.n ?? 0;
if (customerCount < 1000) {
  console.error(
    `The ${engine} database holds ${customerCount} customers: run \`pnpm seed:demo\` with the same DATA_DIR first (and \`pnpm db:copy\` for PostgreSQL).`,
  );
  process.exit(1);
}
const app = createApp({ db, config, log: () => {} });
const token = await benchStaffSession(db, 'admin');
const ambassador = await benchStaffSession(db, 'ambassador');

const today = todayInTimeZone(config.garageTz);
const defaultRange = `from=${addDays(today, -29)}&to=${today}`;
// Searches staff type: surname and first-name prefixes, plates (as printed on a sale), sale and invoice numbers.
const plates = (
  await queryRows<{ plate: string }>(db, 'SELECT plate FROM vehicles ORDER BY id LIMIT 5 OFFSET 5000')
).map((r) => r.plate);
const names = ['garc', 'hernandez', 'maria lo', 'smith', 'rami', 'johnson', 'mendoza', 'sofia'];
const searches = [...names, ...plates.map((p) => p.slice(0, 5).toLowerCase()), '123456', '987654'];
const q = (i: number) => encodeURIComponent(searches[i % searches.length] as string);

type Call = { name: string; path: (i: number) => string; target: number; token?: string };
const calls: Call[] = [
  { name: 'sales, last 30 days (default)', path: () => `/api/sales?${defaultRange}`, target: 25 },
  { name: 'sales, last 30 days, autopay', path: () => `/api/sales?type=autopay&${defaultRange}`, target: 25 },
  { name: 'sales, last 30 days, search', path: (i) => `/api/sales?${defaultRange}&q=${q(i)}`, target: 25 },
  { name: 'sales, all time', path: () => '/api/sales', target: 25 },
  { name: 'sales, all time, page 100', path: () => '/api/sales?offset=1089', target: 25 },
  { name: 'sales, all time, search', path: (i) => `/api/sales?q=${q(i)}`, target: 25 },
  { name: 'sales summary by month, all time', path: () => '/api/sales/summary?group=month', target: 100 },
  {
    name: 'sales summary by day, last 30 days',
    path: () => `/api/sales/summary?group=day&${defaultRange}`,
    target: 25,
  },
  { name: 'payments, all', path: () => '/api/payments', target: 25 },
  { name: 'payments, refunded', path: () => '/api/payments?status=refunded', target: 25 },
  { name: 'payments, last 30 days', path: () => `/api/payments?${defaultRange}`, target: 25 },
  { name: 'payments, search', path: (i) => `/api/payments?q=${q(i)}`, target: 25 },
  { name: 'events, pending', path: () => '/api/events?completed=false', target: 25 },
  { name: 'events, history page 1', path: () => '/api/events?completed=true&page=1&pageSize=10', target: 25 },
  {
    name: 'events, history page 500',
    path: () => '/api/events?completed=true&page=500&pageSize=10',
    target: 25,
  },
  // The Card Inventory: a page of 20 plus the counts of the same search (tiles and page count).
  { name: 'cards, page 1', path: () => '/api/cards?status=all&limit=20', target: 25, token: ambassador },
  {
    name: 'cards, page 500',
    path: () => '/api/cards?status=all&limit=20&offset=9980',
    target: 25,
    token: ambassador,
  },
  { name: 'cards, lost', path: () => '/api/cards?status=lost&limit=20', target: 25, token: ambassador },
  {
    name: 'cards, search',
    path: (i) => `/api/cards?status=all&limit=20&q=${q(i)}`,
    target: 25,
    token: ambassador,
  },
  { name: 'cards, counts', path: () => '/api/cards/counts', target: 25, token: ambassador },
  {
    name: 'cards, counts, search',
    path: (i) => `/api/cards/counts?q=${q(i)}`,
    target: 25,
    token: ambassador,
  },
  {
    name: 'cards, unassigned (Select a card, first 100)',
    path: () => '/api/cards?status=unassigned&locationId=1',
    target: 25,
    token: ambassador,
  },
  { name: 'subscriptions (passes), list', path: () => '/api/subscriptions', target: 25, token: ambassador },
  ...(['live', 'expired', 'canceled', 'refunded', 'banned'] as const).map((status) => ({
    name: `subscriptions (passes), ${status}`,
    path: () => `/api/subscriptions?status=${status}`,
    target: 25,
    token: ambassador,
  })),
  {
    name: 'subscriptions (passes), live, page 100',
    path: () => '/api/subscriptions?status=live&offset=1980',
    target: 25,
    token: ambassador,
  },
  {
    name: 'subscriptions (passes), search',
    path: (i) => `/api/subscriptions?q=${q(i)}`,
    target: 25,
    token: ambassador,
  },
  { name: 'clients, search', path: (i) => `/api/clients/search?q=${q(i)}`, target: 25, token: ambassador },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

console.log(
  `${engine} ${config.databaseUrl ? '' : config.databasePath}: ${customerCount.toLocaleString('en-US')} customers; ${iterations} calls each.\n`,
);
// Wall time is what staff wait; on a shared machine it also counts time spent waiting for a core,
// so the CPU time this process spent on each call is printed beside it (the work the call costs).
console.log('| call | p50 ms | p95 ms | CPU p50 ms | CPU p95 ms | target p95 | rows (first call) |');
console.log('|---|---|---|---|---|---|---|');
let failures = 0;
/** What `pnpm bench` puts side by side with the other engine's (BENCH_ADMIN_LISTS_JSON=1). */
const measured: MeasuredCall[] = [];
for (const call of calls) {
  const request = (i: number) =>
    app.request(call.path(i), { headers: { Cookie: `garage_staff=${call.token ?? token}` } });
  const first = await request(0);
  if (first.status === 404 || first.status === 405) {
    console.log(`| ${call.name} | – | – | – | – | ${call.target} | not on this branch (${first.status}) |`);
    continue;
  }
  if (!first.ok) throw new Error(`${call.name}: ${first.status} ${await first.text()}`);
  const body = (await first.json()) as unknown;
  const rows = Array.isArray(body) ? body.length : ((body as { data?: unknown[] }).data?.length ?? 0);
  // Card counts answer `{ all, unassigned, ... }`: what they counted is `all`.
  const total = (body as { total?: number }).total ?? (body as { all?: number }).all;
  for (let i = 0; i < 3; i += 1) await (await request(i)).arrayBuffer();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const response = await request(i);
    await response.arrayBuffer();
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 > call.target) failures += 1;
  measured.push({
    name: call.name,
    p50: percentile(times, 50),
    p95,
    target: call.target,
    rows: `${rows}${total === undefined ? '' : ` of ${total.toLocaleString('en-US')}`}`,
  });
  console.log(
    `| ${call.name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)}${p95 > call.target ? ' ⚠' : ''} | ${percentile(cpu, 50).toFixed(1)} | ${percentile(cpu, 95).toFixed(1)} | ${call.target} | ${rows}${total === undefined ? '' : ` of ${total.toLocaleString('en-US')}`} |`,
  );
}
await closeDatabase(db);
if (process.env.BENCH_ADMIN_LISTS_JSON) console.log(`${ADMIN_LISTS_JSON}${JSON.stringify(measured)}`);
console.log(
  `\nLoad average ${loadavg()[0]?.toFixed(1)} at the end.${failures > 0 ? ` ${failures} call(s) over target.` : ''}`,
);
