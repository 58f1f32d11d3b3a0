// Background work in the API process (due billing, reminders, refund retries). One run at a time: a
// run still going when the timer fires again is not overlapped. A failing job is logged and the
// others still run; the next tick tries again, so every job must be safe to repeat. With several API
// processes on one database, `claim` (db/job-leases.ts) lets one of them run each job's tick.

export type ScheduledJob = { name: string; run: () => Promise<unknown> };

export type Scheduler = {
  start(): void;
  /**
   * No tick starts after this; a pass already running ends once its current job finishes (the jobs
   * after it wait for the next start). Resolves then, so a shutdown can close the database after it.
   */
  stop(): Promise<void>;
  /** One pass over every job, in order (also what each tick does); skipped while one is running. */
  runOnce(): Promise<void>;
  /**
   * Something the jobs read has moved (the sandbox's test clock): a started scheduler runs a pass now,
   * or right after the pass under way, instead of leaving what fell due to the next tick.
   */
  wake(): void;
};

export function createScheduler(options: {
  jobs: readonly ScheduledJob[];
  intervalMs: number;
  log?: (message: string, error?: unknown) => void;
  /** Whether this process runs the job now; without it, every job runs here. */
  claim?: (job: string) => Promise<boolean>;
}): Scheduler {
  const log = options.log ?? ((message, error) => console.error(`[scheduler] ${message}`, error ?? ''));
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let wokenDuringPass = false;

  const runOnce = async (): Promise<void> => {
    if (running || stopped) return;
    running = (async () => {
      for (const job of options.jobs) {
        if (stopped) break;
        try {
          if (options.claim && !(await options.claim(job.name))) continue;
          await job.run();
        } catch (error) {
          log(`job ${job.name} failed`, error);
        }
      }
    })();
    try {
      await running;
    } finally {
      running = null;
    }
    if (wokenDuringPass) {
      // The pass under way may have read the old state before the wake: one more pass reads the new.
      wokenDuringPass = false;
      await runOnce();
    }
  };

  return {
    start() {
      if (timer) return;
      stopped = false;
      void runOnce();
      timer = setInterval(() => void runOnce(), options.intervalMs);
      // Never keeps a stopping process alive.
      timer.unref?.();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    runOnce,
    wake() {
      if (!timer || stopped) return;
      if (running) wokenDuringPass = true;
      else void runOnce();
    },
  };
}
