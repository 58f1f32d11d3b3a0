// The API bench's load generator: wrk (Debian's package, C) when installed, else autocannon (npm).
// On a quiet two-core machine the API answers 65-85k req/s, and autocannon, reading every answer in
// JavaScript on the same cores, set the pace: the server sat idle 20-30% of the real routes' slices and
// the ratio measured the answers' header bytes more than the server (0.57-0.65 with autocannon, 0.75-0.81
// with wrk in the same minutes; docs/decisions/api-per-request-cost.md).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  requests: number;
  /** Answers other than 2xx/3xx, and socket errors. */
  failures: number;
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits with 1 after printing its version: only a missing binary is "not installed".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

export const loadGenerator: 'wrk' | 'autocannon' = hasWrk() ? 'wrk' : 'autocannon';

const connections = 10;

/** Reads wrk's report: "N requests in 2.00s", "Requests/sec: R", and its error lines. */
export function parseWrkReport(report: string): Load {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? Number.NaN);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const failures =
    (number(/Non-2xx or 3xx responses: (\d+)/) || 0) +
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0);
  const load = {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    failures,
  };
  if (!Number.isFinite(load.requestsPerSecond) || !Number.isFinite(load.requests))
    throw new Error(`unreadable wrk report:\n${report}`);
  return load;
}

/** `connections` keep-alive connections asking `url` for `seconds`, from one client thread. */
export async function generateLoad(url: string, seconds: number): Promise<Load> {
  if (loadGenerator === 'wrk') {
    const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, url]);
    return parseWrkReport(stdout);
  }
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}
