/** SPEC section 9: invoices load when their table comes within 120 px of the screen. */
export const INVOICE_ROOT_MARGIN = '120px';
/** At most this many invoice tables load at once... */
export const MAX_INVOICE_LOADS = 4;
/** ...each started at least this long after the previous one... */
export const INVOICE_LOAD_GAP_MS = 60;
/** ...and the first this many are fetched as soon as the profile arrives, before any scrolling. */
export const PREFETCHED_INVOICE_TABLES = 4;

export type LoadQueue = {
  /** Runs `task` when a slot is free; the returned function withdraws it if it has not started. */
  add: (task: () => Promise<unknown>) => () => void;
};

/**
 * A page-wide queue for the profile's invoice tables, so a customer with many passes does not fire
 * every invoice request at once (and trip the API's rate limit) when the profile opens.
 */
export function createLoadQueue(max = MAX_INVOICE_LOADS, gapMs = INVOICE_LOAD_GAP_MS): LoadQueue {
  const waiting: Array<() => Promise<unknown>> = [];
  let active = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pump = () => {
    if (timer !== undefined) return;
    while (active < max && waiting.length > 0) {
      const wait = lastStart + gapMs - Date.now();
      if (wait > 0) {
        timer = setTimeout(() => {
          timer = undefined;
          pump();
        }, wait);
        return;
      }
      const task = waiting.shift() as () => Promise<unknown>;
      active += 1;
      lastStart = Date.now();
      task()
        .catch(() => {})
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  };

  return {
    add(task) {
      waiting.push(task);
      pump();
      return () => {
        const index = waiting.indexOf(task);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}
