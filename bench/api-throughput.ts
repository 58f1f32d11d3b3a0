// Requests per second of two public API routes, each beside a bare Hono route measured in the same
// run: the ratio (route / bare) is what to compare across machines and commits, not the raw figure.
// Beside it, the server's CPU time per request on each (µs), which the neighbours' load moves far less,
// how busy the server was (below ~95% the load generator, sharing the cores, set the pace), and bare
// Hono sending the route's own answer, which separates the cost of the answer's bytes from the code's.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { generateLoad, loadGenerator } from './load-generator';

export interface Throughput {
  route: string;
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  ratio: number;
  /** Server process CPU time (user + system) per request, µs: medians over the rounds. */
  cpuMicrosPerRequest: number;
  bareCpuMicrosPerRequest: number;
  /**
   * Share of the slice the server's one thread was busy (req/s x CPU per request), medians. Below ~95%
   * the server was waiting for the load generator, which shares the machine's cores: the req/s figure
   * and its ratio then measure the generator's cost of reading the answers, not the server's.
   */
  serverBusy: number;
  bareServerBusy: number;
  /** Bare Hono sending this route's own answer (same headers and body): the answer's bytes' cost. */
  sameAnswerRequestsPerSecond: number;
  /** route / same answer from bare Hono, median of the rounds: what the API's own code costs. */
  sameAnswerRatio: number;
}

// On a shared machine the load moves within seconds: short slices alternating bare and real route,
// with the median of the per-round ratios, cancel far more of it than one long run of each.
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Slice = { rps: number; cpuMicrosPerRequest: number };

/** The share of one second the server's thread spent on this slice's requests. */
const busy = (slice: Slice) => (slice.rps * slice.cpuMicrosPerRequest) / 1_000_000;

async function measure(url: string, cpuUrl: string): Promise<Slice> {
  const cpu = async () => ((await (await fetch(cpuUrl)).json()) as { cpuMicros: number }).cpuMicros;
  const before = await cpu();
  const load = await generateLoad(url, seconds);
  const after = await cpu();
  if (load.failures > 0) throw new Error(`${url}: ${load.failures} failed requests`);
  return {
    rps: Math.round(load.requestsPerSecond),
    cpuMicrosPerRequest: (after - before) / Math.max(1, load.requests),
  };
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

/** The bench server (api-bench-server.ts) on `apiPort`, with its bare Hono and CPU ports; resolves once ready. */
async function startBenchServer(
  apiPort: number,
  barePort: number,
  cpuPort: number,
  env: Record<string, string>,
) {
  const server = spawn(
    'pnpm',
    [
      'exec',
      'tsx',
      path.join(import.meta.dirname, 'api-bench-server.ts'),
      String(apiPort),
      String(barePort),
      String(cpuPort),
    ],
    {
      cwd: path.resolve(import.meta.dirname, '../api'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
      // Its own process group: stopping it stops tsx's node under pnpm too, which keep the ports otherwise.
      detached: true,
    },
  );
  await new Promise<void>((resolve, reject) => {
    const ready = (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      // From here on stdout carries only the request log: drained, as a log collector would.
      server.stdout.off('data', ready);
      server.stdout.resume();
      resolve();
    };
    server.stdout.on('data', ready);
    server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return server;
}

/** `env` picks the engine: DATABASE_URL runs the API on PostgreSQL, without it on a fresh SQLite file. */
export async function measureApiThroughput(
  env: Record<string, string> = {},
  apiPort = Number(process.env.BENCH_PORT ?? 18787),
): Promise<Throughput[]> {
  const barePort = apiPort + 1;
  const cpuUrl = `http://127.0.0.1:${apiPort + 2}/`;
  const server = await startBenchServer(apiPort, barePort, apiPort + 2, env);
  try {
    const results: Throughput[] = [];
    for (const route of ['/api/locations/1/online-availability', '/api/plans']) {
      // A first slice of each, not counted: the JIT compiles the hot paths in it.
      await measure(`http://127.0.0.1:${barePort}/bare`, cpuUrl);
      await measure(`http://127.0.0.1:${apiPort}${route}`, cpuUrl);
      await measure(`http://127.0.0.1:${barePort}/same-answer${route}`, cpuUrl);
      const samples: { bare: Slice; real: Slice; same: Slice }[] = [];
      for (let round = 0; round < rounds; round++) {
        const bare = await measure(`http://127.0.0.1:${barePort}/bare`, cpuUrl);
        const real = await measure(`http://127.0.0.1:${apiPort}${route}`, cpuUrl);
        const same = await measure(`http://127.0.0.1:${barePort}/same-answer${route}`, cpuUrl);
        samples.push({ bare, real, same });
      }
      results.push({
        route,
        requestsPerSecond: Math.round(median(samples.map((s) => s.real.rps))),
        bareRequestsPerSecond: Math.round(median(samples.map((s) => s.bare.rps))),
        ratio: median(samples.map((s) => s.real.rps / s.bare.rps)),
        cpuMicrosPerRequest: median(samples.map((s) => s.real.cpuMicrosPerRequest)),
        bareCpuMicrosPerRequest: median(samples.map((s) => s.bare.cpuMicrosPerRequest)),
        serverBusy: median(samples.map((s) => busy(s.real))),
        bareServerBusy: median(samples.map((s) => busy(s.bare))),
        sameAnswerRequestsPerSecond: Math.round(median(samples.map((s) => s.same.rps))),
        sameAnswerRatio: median(samples.map((s) => s.real.rps / s.same.rps)),
      });
    }
    return results;
  } finally {
    stopBenchServer(server);
  }
}

function stopBenchServer(server: ReturnType<typeof spawn>): void {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

export type Processes = { route: string; one: number; two: number; ratio: number };

/**
 * Requests per second of `route` served by one API process and by two sharing a port (API_PROCESSES=2),
 * all three on the same PostgreSQL: alternating short slices, the median of the per-round ratios.
 */
export async function measureProcesses(databaseUrl: string, route = '/api/plans'): Promise<Processes> {
  // Ports of their own: a server of an earlier measurement may still be letting go of its port.
  const base = Number(process.env.BENCH_PORT ?? 18787) + 200;
  const env = { DATABASE_URL: databaseUrl };
  const servers = [
    await startBenchServer(base, base + 1, base + 2, { ...env, API_PROCESSES: '1' }),
    await startBenchServer(base + 3, base + 4, base + 5, { ...env, API_PROCESSES: '2' }),
    await startBenchServer(base + 3, base + 6, base + 7, { ...env, API_PROCESSES: '2' }),
  ];
  try {
    const one = `http://127.0.0.1:${base}${route}`;
    const two = `http://127.0.0.1:${base + 3}${route}`;
    await generateLoad(one, seconds);
    await generateLoad(two, seconds);
    const samples: { one: number; two: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const a = await generateLoad(one, seconds);
      const b = await generateLoad(two, seconds);
      if (a.failures > 0 || b.failures > 0) throw new Error(`${route}: failed requests`);
      samples.push({ one: a.requestsPerSecond, two: b.requestsPerSecond });
    }
    return {
      route,
      one: Math.round(median(samples.map((s) => s.one))),
      two: Math.round(median(samples.map((s) => s.two))),
      ratio: median(samples.map((s) => s.two / s.one)),
    };
  } finally {
    for (const server of servers) stopBenchServer(server);
  }
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The Markdown table `pnpm bench` prints, with the load average before and after the run beside it. */
export function throughputTable(rows: readonly Throughput[], loadBefore: string, loadAfter: string): string {
  const lines = [
    `load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after; load generator: ${loadGenerator}${
      loadGenerator === 'wrk' ? '' : " (install Debian's wrk: on a quiet machine autocannon sets the pace)"
    }`,
    '',
    '| route | req/s | bare Hono route req/s (same run) | ratio | CPU µs/request | bare CPU µs/request | extra CPU µs/request | server busy (bare) | bare Hono, same answer: req/s, ratio |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const extra = row.cpuMicrosPerRequest - row.bareCpuMicrosPerRequest;
    lines.push(
      `| \`GET ${row.route}\` | ${row.requestsPerSecond} | ${row.bareRequestsPerSecond} | ${row.ratio.toFixed(2)} | ${row.cpuMicrosPerRequest.toFixed(0)} | ${row.bareCpuMicrosPerRequest.toFixed(0)} | ${extra.toFixed(0)} | ${percent(row.serverBusy)} (${percent(row.bareServerBusy)}) | ${row.sameAnswerRequestsPerSecond}, ${row.sameAnswerRatio.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}
