// Keeps one child process running: `pnpm start` restarts the API when it dies, while the front ends
// (served by the parent) stay up and answer their own pages; /api answers 502 meanwhile.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

export interface SupervisorOptions {
  command: string;
  args: string[];
  spawnOptions?: SpawnOptions;
  /** Waits before each restart, doubling from the first to the last; reset after `stableMs` of uptime. */
  backoffMs?: { first: number; max: number };
  stableMs?: number;
  log?: (message: string) => void;
  /**
   * Exit statuses that a restart cannot cure (the API's 78: refused for its configuration). The
   * supervisor stops there and calls `onGiveUp`, instead of printing the same refusal forever.
   */
  giveUpOn?: readonly number[];
  onGiveUp?: (code: number) => void;
}

export interface Supervisor {
  /** The running child, if any (between a crash and its restart there is none). */
  current(): ChildProcess | null;
  /** Stops supervising and ends the child; resolves when it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function supervise(options: SupervisorOptions): Supervisor {
  const { first, max } = options.backoffMs ?? { first: 1_000, max: 30_000 };
  const stableMs = options.stableMs ?? 60_000;
  const log = options.log ?? ((message) => console.error(message));
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = first;
  let timer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    const running = spawn(options.command, options.args, options.spawnOptions ?? { stdio: 'inherit' });
    child = running;
    running.on('exit', (code, signal) => {
      if (child === running) child = null;
      if (stopping) return;
      if (code !== null && options.giveUpOn?.includes(code)) {
        stopping = true;
        options.onGiveUp?.(code);
        return;
      }
      // A child that ran a while crashed once; one that dies at once backs off further each time.
      if (Date.now() - startedAt >= stableMs) delay = first;
      log(`API exited (${signal ?? `code ${code}`}); restarting in ${Math.round(delay / 1000)} s`);
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, max);
    });
  };
  start();

  return {
    current: () => child,
    stop: (signal = 'SIGTERM') => {
      stopping = true;
      clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        running.once('exit', () => resolve());
        running.kill(signal);
      });
    },
  };
}
