import type { Database } from '../db/open-database';
import { writeGenerationOf } from '../db/write-generation';

export type Loaded<Value> = {
  value: Value;
  /** Epoch ms from which the value may be wrong even with no write (a hold expiring, midnight). */
  expiresAt?: number;
};

type Entry<Value> = { value: Value; generation: number; loadedAt: number; expiresAt: number };

/**
 * A cache of database reads that is never stale: an entry serves only while the connection's write
 * generation is the one it was loaded at, and only for instants between its load and its expiry (tests
 * move the injected clock both ways). Nothing is cached while a transaction is open.
 */
export function createReadCache<Key, Value>(db: Database) {
  const generation = writeGenerationOf(db.$client);
  const entries = new Map<Key, Entry<Value>>();
  return {
    /** `now` (epoch ms) matters only to values that expire; others may leave it out. */
    read(key: Key, load: () => Loaded<Value>, now = 0): Value {
      const current = generation();
      const entry = entries.get(key);
      if (entry && entry.generation === current && now >= entry.loadedAt && now < entry.expiresAt) {
        return entry.value;
      }
      const loaded = load();
      if (!db.$client.inTransaction && generation() === current) {
        entries.set(key, {
          value: loaded.value,
          generation: current,
          loadedAt: now,
          expiresAt: loaded.expiresAt ?? Number.POSITIVE_INFINITY,
        });
      } else {
        entries.delete(key);
      }
      return loaded.value;
    },
  };
}
