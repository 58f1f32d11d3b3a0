// Requests per second of two public API routes, each beside a bare Hono route measured in the same
// run: the ratio (route / bare) is what to compare across machines and commits, not the raw figure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Throughput {
  route: string;
  requestsPerSecond: number;
  bareRequestsPerSecond: number;
  ratio: number;
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

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

export async function measureApiThroughput(): Promise<Throughput[]> {
  const apiPort = Number(process.env.BENCH_PORT ?? 18787);
  const barePort = apiPort + 1;
  const server = spawn(
    'pnpm',
    ['exec', 'tsx', path.join(import.meta.dirname, 'api-bench-server.ts'), String(apiPort), String(barePort)],
    {
      cwd: path.resolve(import.meta.dirname, '../api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
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
    const results: Throughput[] = [];
    for (const route of ['/api/locations/1/online-availability', '/api/plans']) {
      const samples: { bare: number; real: number }[] = [];
      for (let round = 0; round < rounds; round++) {
        const bare = await rps(`http://127.0.0.1:${barePort}/bare`);
        const real = await rps(`http://127.0.0.1:${apiPort}${route}`);
        samples.push({ bare, real });
      }
      results.push({
        route,
        requestsPerSecond: Math.round(median(samples.map((s) => s.real))),
        bareRequestsPerSecond: Math.round(median(samples.map((s) => s.bare))),
        ratio: median(samples.map((s) => s.real / s.bare)),
      });
    }
    return results;
  } finally {
    server.kill('SIGTERM');
  }
}
