import type { Database } from '../../../db/open-database';
import { sandboxObjects } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { SandboxClock } from './sandbox-clock';
import type { SandboxState } from './sandbox-state';

type StoredRow = { type: string; key: string; data: unknown };

/** Where the sandbox keeps its objects between restarts: everything loaded once, then changes written through. */
export type SandboxStore = {
  /** Read once, synchronously, when the sandbox starts (its clock is read synchronously from then on). */
  load(): StoredRow[];
  save(rows: readonly StoredRow[]): Promise<void>;
};

/** The `sandbox_objects` table: one row per object, `<type>:<key>`, its JSON as data. */
export function databaseSandboxStore(db: Database): SandboxStore {
  return {
    load: () =>
      db
        .select()
        .from(sandboxObjects)
        .all()
        .map((row) => ({ type: row.type, key: row.id.slice(row.type.length + 1), data: row.data })),
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

  constructor(
    private readonly store: SandboxStore | null,
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
  ) {
    if (store) this.load(store);
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

  private load(store: SandboxStore): void {
    const collections = this.state.collections();
    for (const row of store.load()) {
      this.saved.set(`${row.type}:${row.key}`, JSON.stringify(row.data));
      if (row.type === 'clock')
        this.clock.offsetMs = Number((row.data as { offsetMs: number }).offsetMs) || 0;
      else collections[row.type]?.set(row.key, row.data);
    }
  }
}
