// Resident memory of the API's whole process tree, started as `pnpm start` did before the API was built
// (`pnpm exec tsx src/server.ts`: pnpm, the tsx CLI, its esbuild service and the server) and as it does
// now (`node dist/server.js`), each after the same warm-up requests.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Memory {
  how: string;
  processes: number;
  rssMb: number;
}

const apiDir = path.resolve(import.meta.dirname, '../api');
// BENCH_PORT moves all the bench's ports (throughput takes it and the next one), for parallel runs.
const port = Number(process.env.BENCH_PORT ?? 18787) + 2;

/** RSS in MB of a process and all its descendants, from one `ps` snapshot. */
function treeRss(rootPid: number): { processes: number; rssMb: number } {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const kb = rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0);
  return { processes: inTree.size, rssMb: Math.round(kb / 1024) };
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API did not start');
}

async function measure(how: string, command: string, args: string[]): Promise<Memory> {
  const child = spawn(command, args, {
    cwd: apiDir,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'garage-bench-memory-')),
      ADMIN_PASSWORD: 'bench-admin-password',
      AMBASSADOR_PASSWORD: 'bench-ambassador-password',
    },
  });
  try {
    await waitForHealth(child);
    for (let i = 0; i < 200; i++) {
      for (const route of ['/api/plans', '/api/locations/1/online-availability', '/api/health']) {
        await (await fetch(`http://127.0.0.1:${port}${route}`)).arrayBuffer();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { how, ...treeRss(child.pid ?? 0) };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function measureApiMemory(): Promise<Memory[]> {
  execFileSync('pnpm', ['--filter', './api', 'run', 'build'], { cwd: path.dirname(apiDir), stdio: 'ignore' });
  return [
    await measure('`pnpm exec tsx src/server.ts` (before)', 'pnpm', ['exec', 'tsx', 'src/server.ts']),
    await measure('`node dist/server.js` (now)', process.execPath, ['dist/server.js']),
  ];
}
