import { changeWatchOf } from '../db/change-watch';
import type { Database } from '../db/open-database';

export type Loaded<Value> = {
  value: Value;
  /** Epoch ms from which the value may be wrong even with no write (a hold expiring, midnight). */
  expiresAt?: number;
};

type Entry<Value> = {
  value: Value;
  local: number;
  others: number;
  loadedAt: number;
  expiresAt: number;
};

/**
 * A cache of database reads that is never stale for this process: an entry serves only while the
 * database's count of this process's writes is the one it was loaded at, and only for instants between
 * its load and its expiry (tests move the injected clock both ways). Nothing is cached while a
 * transaction is open. Commits by other processes are seen through the engine's own signal
 * (db/change-watch.ts): SQLite's `data_version`, asked at most every `recheckMs` of real time, or
 * PostgreSQL's change notices, as they arrive.
 */
export function createReadCache<Key, Value>(db: Database, recheckMs?: number) {
  const changes = changeWatchOf(db);
  const othersRecheckMs = recheckMs ?? changes.othersRecheckMs;
  let others = { version: changes.others(), checkedAt: performance.now() };
  const othersVersion = (fresh: boolean) => {
    const checkedAt = performance.now();
    if (fresh || checkedAt - others.checkedAt >= othersRecheckMs) {
      others = { version: changes.others(), checkedAt };
    }
    return others.version;
  };
  const entries = new Map<Key, Entry<Value>>();
  const freshEntry = (key: Key, local: number, now: number): Entry<Value> | undefined => {
    const entry = entries.get(key);
    return entry &&
      entry.local === local &&
      entry.others === othersVersion(false) &&
      now >= entry.loadedAt &&
      now < entry.expiresAt
      ? entry
      : undefined;
  };

  return {
    /** `now` (epoch ms) matters only to values that expire; others may leave it out. */
    async read(key: Key, load: () => Loaded<Value> | Promise<Loaded<Value>>, now = 0): Promise<Value> {
      const local = changes.local();
      const fresh = freshEntry(key, local, now);
      if (fresh) return fresh.value;
      const othersBefore = othersVersion(true);
      const loaded = await load();
      if (othersBefore !== null && !changes.inTransaction() && changes.local() === local) {
        entries.set(key, {
          value: loaded.value,
          local,
          others: othersBefore,
          loadedAt: now,
          expiresAt: loaded.expiresAt ?? Number.POSITIVE_INFINITY,
        });
      } else {
        entries.delete(key);
      }
      return loaded.value;
    },
    /** The value `read` would serve from the cache right now, without loading; undefined when it would load. */
    peek(key: Key, now = 0): Value | undefined {
      return freshEntry(key, changes.local(), now)?.value;
    },
  };
}
