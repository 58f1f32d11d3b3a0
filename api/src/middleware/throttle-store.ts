import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { DbExecutor } from '../db/db-executor';
import { returnedRow } from '../db/rows';
import { throttleWindows } from '../db/schema';

// Where throttle counts live, behind one call, so they can move to a table or a shared store (Redis)
// when the API runs as several processes without touching the throttle itself
// (docs/decisions/throttle-store.md).

/** One key's current window: the requests it has seen so far (this one included) and when it ends. */
export type ThrottleWindow = { count: number; endsAt: number };

export interface ThrottleStore {
  /**
   * Counts one request for `key`. Fixed windows: a key's window opens at its first request and lasts
   * `windowMs`; the next request after that opens a new one. `at` is the caller's clock (ms). A shared
   * store must count atomically (one upsert that returns the count), or two processes lose requests.
   */
  hit(key: string, windowMs: number, at: number): ThrottleWindow | Promise<ThrottleWindow>;
  /**
   * Takes one counted request back from `key`'s current window (a staff sign-in whose password was
   * never checked, or was right, spends nothing of the account's failures); nothing without a count.
   */
  takeBack(key: string): void | Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/** The memory store answers at once. */
type MemoryStore = {
  hit(key: string, windowMs: number, at: number): ThrottleWindow;
  takeBack(key: string): void;
};

/**
 * Counts in this process's memory: one API process serves the garage, and a restart forgetting the
 * counts only ever lets a caller in sooner.
 */
export function memoryThrottleStore(): MemoryStore {
  const windows = new Map<string, ThrottleWindow>();
  let lastSweep = 0;
  return {
    hit(key: string, windowMs: number, at: number) {
      // Drops finished windows now and then, so a stream of one-off clients cannot grow the map forever.
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        for (const [old, window] of windows) if (window.endsAt <= at) windows.delete(old);
      }
      const current = windows.get(key);
      const window = current && at < current.endsAt ? current : { count: 0, endsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      // A copy: a caller reading it after an await must see its own count, not later requests'.
      return { count: window.count, endsAt: window.endsAt };
    },
    takeBack(key: string) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * Counts in the database, shared by every API process on it (THROTTLE_STORE=database). Each hit is one
 * upsert that opens a new window when the old one ended and returns the count, so two processes
 * counting the same key at once lose nothing, on either engine.
 */
export function databaseThrottleStore(db: DbExecutor): ThrottleStore {
  let lastSweep = 0;
  // Keys join their parts with NUL, which PostgreSQL's text cannot hold; percent-encoding keeps every
  // key distinct on both engines.
  const stored = (key: string) => encodeURIComponent(key);
  return {
    async hit(key, windowMs, at) {
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        await db.delete(throttleWindows).where(lte(throttleWindows.endsAt, at));
      }
      const window = await returnedRow(
        db
          .insert(throttleWindows)
          .values({ key: stored(key), count: 1, endsAt: at + windowMs })
          .onConflictDoUpdate({
            target: throttleWindows.key,
            set: {
              count: sql`case when ${throttleWindows.endsAt} <= ${at} then 1 else ${throttleWindows.count} + 1 end`,
              endsAt: sql`case when ${throttleWindows.endsAt} <= ${at} then ${at + windowMs} else ${throttleWindows.endsAt} end`,
            },
          })
          .returning({ count: throttleWindows.count, endsAt: throttleWindows.endsAt }),
      );
      return { count: window.count, endsAt: window.endsAt };
    },
    async takeBack(key) {
      await db
        .update(throttleWindows)
        .set({ count: sql`${throttleWindows.count} - 1` })
        .where(and(eq(throttleWindows.key, stored(key)), gt(throttleWindows.count, 0)));
    },
  };
}

/**
 * Hands the app's shared store to every throttle of the request (app.ts, with THROTTLE_STORE=database);
 * a throttle given no store of its own counts there instead of in its own memory.
 */
export function shareThrottleCounts(store: ThrottleStore): MiddlewareHandler {
  return async (c, next) => {
    c.set(SHARED as never, store as never);
    await next();
  };
}

export function sharedThrottleStore(c: Context): ThrottleStore | undefined {
  return (c.var as Record<string, unknown>)[SHARED] as ThrottleStore | undefined;
}

const SHARED = 'sharedThrottleStore';
