import { isPostgres } from '../db/engine';
import type { Database } from '../db/open-database';
import { writeGenerationOf } from '../db/write-generation';

export type Loaded<Value> = {
  value: Value;
  /** Epoch ms from which the value may be wrong even with no write (a hold expiring, midnight). */
  expiresAt?: number;
};

type Entry<Value> = {
  value: Value;
  generation: number;
  otherConnections: number;
  loadedAt: number;
  expiresAt: number;
};

// Asking SQLite for `data_version` cost ~10 µs under load, as much as the rest of a cached read.
const OTHER_CONNECTIONS_RECHECK_MS = 100;

/**
 * A cache of database reads that is never stale for this process: an entry serves only while the
 * connection's write generation is the one it was loaded at, and only for instants between its load and
 * its expiry (tests move the injected clock both ways). Nothing is cached while a transaction is open.
 * Commits by another connection to the same file (a second process) are seen through SQLite's
 * `data_version`, checked at most every `recheckMs` of real time.
 */
export function createReadCache<Key, Value>(db: Database, recheckMs = OTHER_CONNECTIONS_RECHECK_MS) {
  // PostgreSQL has no cheap "did anyone commit" question to ask, and several processes write to it: every
  // read goes to the server (docs/decisions/postgresql-engine.md).
  if (isPostgres(db)) return uncached<Key, Value>();
  const generation = writeGenerationOf(db.$client);
  const dataVersion = db.$client.prepare('pragma data_version').pluck();
  let otherConnections = { version: dataVersion.get() as number, checkedAt: performance.now() };
  const otherConnectionsVersion = (fresh: boolean) => {
    const checkedAt = performance.now();
    if (fresh || checkedAt - otherConnections.checkedAt >= recheckMs) {
      otherConnections = { version: dataVersion.get() as number, checkedAt };
    }
    return otherConnections.version;
  };
  const entries = new Map<Key, Entry<Value>>();
  const freshEntry = (key: Key, current: number, now: number): Entry<Value> | undefined => {
    const entry = entries.get(key);
    return entry &&
      entry.generation === current &&
      entry.otherConnections === otherConnectionsVersion(false) &&
      now >= entry.loadedAt &&
      now < entry.expiresAt
      ? entry
      : undefined;
  };

  return {
    /** `now` (epoch ms) matters only to values that expire; others may leave it out. */
    async read(key: Key, load: () => Loaded<Value> | Promise<Loaded<Value>>, now = 0): Promise<Value> {
      const current = generation();
      const fresh = freshEntry(key, current, now);
      if (fresh) return fresh.value;
      const versionBefore = otherConnectionsVersion(true);
      const loaded = await load();
      if (!db.$client.inTransaction && generation() === current) {
        entries.set(key, {
          value: loaded.value,
          generation: current,
          otherConnections: versionBefore,
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
      return freshEntry(key, generation(), now)?.value;
    },
  };
}

function uncached<Key, Value>() {
  return {
    async read(_key: Key, load: () => Loaded<Value> | Promise<Loaded<Value>>, _now = 0): Promise<Value> {
      return (await load()).value;
    },
    peek(_key: Key, _now = 0): Value | undefined {
      return undefined;
    },
  };
}
