import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export type ApiProcess = {
  /** Sends the line that starts its work (every process gets its line only once all are ready). */
  send: (line: string) => void;
  /** Its stdout once it exited with 0; rejects with its stderr otherwise. */
  done: Promise<string>;
};

/**
 * `count` separate API processes running `worker` (a file in test/) with the arguments `argsOf(index)`:
 * what several API processes on one database are. Resolves once each has printed "ready".
 */
export async function startApiProcesses(
  worker: string,
  count: number,
  argsOf: (index: number) => string[],
): Promise<ApiProcess[]> {
  const script = fileURLToPath(new URL(worker, import.meta.url));
  const processes = Array.from({ length: count }, (_, index) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...argsOf(index)], {
      cwd: API_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const ready = new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (out.includes('ready\n')) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
      child.once('exit', (code) => {
        clearInterval(poll);
        if (!out.includes('ready\n')) reject(new Error(`worker exited (${code}) before ready: ${err}`));
      });
    });
    const done = new Promise<string>((resolve, reject) => {
      child.once('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`worker failed (${code}): ${err}`)),
      );
    });
    return { ready, done, send: (line: string) => child.stdin.write(`${line}\n`) };
  });
  await Promise.all(processes.map((p) => p.ready));
  return processes.map(({ send, done }) => ({ send, done }));
}

/** The JSON line a worker printed after "ready". */
export function resultLine<T>(output: string): T {
  const line = output.split('\n').find((l) => l.startsWith('[') || l.startsWith('{'));
  if (!line) throw new Error(`no result in: ${output}`);
  return JSON.parse(line) as T;
}
