export type ConcurrencyLimiter = {
  run: <T>(task: () => Promise<T>, signal?: AbortSignal | null) => Promise<T>;
  readonly active: number;
  readonly queued: number;
};

/** First-in, first-out queue that lets at most `max` tasks run at once. */
export function createConcurrencyLimiter(max: number): ConcurrencyLimiter {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };

  const acquire = (signal?: AbortSignal | null): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        active += 1;
        resolve();
      };
      // A request cancelled while queued leaves the queue without ever taking a slot.
      const onAbort = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(start);
    });
  };

  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
