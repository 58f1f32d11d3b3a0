// Background work in the API process (due billing, reminders, refund retries). One run at a time: a
// run still going when the timer fires again is not overlapped. A failing job is logged and the
// others still run; the next tick tries again, so every job must be safe to repeat.

export type ScheduledJob = { name: string; run: () => Promise<unknown> };

export type Scheduler = {
  start(): void;
  stop(): void;
  /** One pass over every job, in order (also what each tick does); skipped while one is running. */
  runOnce(): Promise<void>;
};

export function createScheduler(options: {
  jobs: readonly ScheduledJob[];
  intervalMs: number;
  log?: (message: string, error?: unknown) => void;
}): Scheduler {
  const log = options.log ?? ((message, error) => console.error(`[scheduler] ${message}`, error ?? ''));
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;

  const runOnce = async (): Promise<void> => {
    if (running) return;
    running = (async () => {
      for (const job of options.jobs) {
        try {
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
  };

  return {
    start() {
      if (timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), options.intervalMs);
      // Never keeps a stopping process alive.
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    runOnce,
  };
}
