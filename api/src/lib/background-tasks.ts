// Work a request starts but does not wait for (the sign-in e-mail: waiting would let its timing tell
// whether the pass exists). Failures are logged; `drain()` lets tests, and a graceful shutdown, wait
// for what is still running.

export type BackgroundTasks = {
  run: (what: string, task: () => Promise<unknown>) => void;
  /** Resolves once every task started so far (and any they start) has settled. */
  drain: () => Promise<void>;
};

export function createBackgroundTasks(log: (message: string, error?: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log(`${what} failed`, error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
