import { isPostgres } from '../../../db/engine';
import type { Database } from '../../../db/open-database';
import { sandboxObjects } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { SandboxClock } from './sandbox-clock';
import type { SandboxState } from './sandbox-state';

type StoredRow = { type: string; key: string; data: unknown };

/** Where the sandbox keeps its objects between restarts: everything loaded once, then changes written through. */
export type SandboxStore = {
  /**
   * Read once when the sandbox starts. SQLite answers at once, so a sandbox on it is ready when built;
   * on PostgreSQL the sandbox is ready once `SandboxPayments.ready` settles.
   */
  load(): StoredRow[] | Promise<StoredRow[]>;
  save(rows: readonly StoredRow[]): Promise<void>;
  /**
   * Other API processes may write it too (several processes, or PostgreSQL): each change then starts from
   * what they saved.
   */
  shared: boolean;
};

/** The `sandbox_objects` table: one row per object, `<type>:<key>`, its JSON as data. */
export function databaseSandboxStore(db: Database, options: { shared?: boolean } = {}): SandboxStore {
  return {
    shared: isPostgres(db) || options.shared === true,
    load: () => {
      const toRow = (row: typeof sandboxObjects.$inferSelect) => ({
        type: row.type,
        key: row.id.slice(row.type.length + 1),
        data: row.data,
      });
      const query = db.select().from(sandboxObjects);
      return isPostgres(db) ? query.then((rows) => rows.map(toRow)) : query.all().map(toRow);
    },
    save: async (rows) => {
      if (rows.length === 0) return;
      await inTransaction(db, async (tx) => {
        for (const row of rows) {
          const id = `${row.type}:${row.key}`;
          await tx
            .insert(sandboxObjects)
            .values({ id, type: row.type, data: row.data })
            .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: row.data } });
        }
      });
    },
  };
}

/**
 * The sandbox's state and clock offset, loaded from a store when it starts and written through after
 * every change. Without a store the sandbox lives in memory only and `flush` does nothing.
 */
export class SandboxPersistence {
  /** The JSON last written per row, so a flush writes only what changed. */
  private readonly saved = new Map<string, string>();
  /** Settles once the stored objects are loaded. */
  readonly ready: Promise<void>;

  constructor(
    private readonly store: SandboxStore | null,
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
  ) {
    const rows = store?.load() ?? [];
    if (Array.isArray(rows)) {
      this.apply(rows);
      this.ready = Promise.resolve();
    } else {
      this.ready = rows.then((loaded) => this.apply(loaded));
    }
  }

  /**
   * Takes in what other processes saved since this one last read or wrote each object (a shared store
   * only). An object this process changed but has not flushed yet keeps its own state: its stored JSON
   * is still the one this process last saw.
   */
  async refresh(): Promise<void> {
    if (!this.store?.shared) return;
    const rows = await this.store.load();
    this.apply(rows.filter((row) => this.saved.get(`${row.type}:${row.key}`) !== JSON.stringify(row.data)));
  }

  /** Writes through every object changed since the last call (compared by its JSON). */
  async flush(): Promise<void> {
    if (!this.store) return;
    const changed: StoredRow[] = [];
    const consider = (type: string, key: string, data: unknown) => {
      const json = JSON.stringify(data);
      if (this.saved.get(`${type}:${key}`) === json) return;
      this.saved.set(`${type}:${key}`, json);
      changed.push({ type, key, data: JSON.parse(json) });
    };
    for (const [type, collection] of Object.entries(this.state.collections())) {
      for (const [key, data] of collection) consider(type, key, data);
    }
    consider('clock', 'clock', { offsetMs: this.clock.offsetMs });
    await this.store.save(changed);
  }

  private apply(rows: readonly StoredRow[]): void {
    const collections = this.state.collections();
    for (const row of rows) {
      this.saved.set(`${row.type}:${row.key}`, JSON.stringify(row.data));
      if (row.type === 'clock')
        this.clock.offsetMs = Number((row.data as { offsetMs: number }).offsetMs) || 0;
      else collections[row.type]?.set(row.key, row.data);
    }
  }
}
