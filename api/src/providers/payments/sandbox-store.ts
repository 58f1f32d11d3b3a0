import type { Database } from '../../db/open-database';
import { sandboxObjects } from '../../db/schema';

/** Where the sandbox keeps its objects between restarts: everything loaded once, then changes written through. */
export type SandboxStore = {
  load(): { type: string; key: string; data: unknown }[];
  save(rows: readonly { type: string; key: string; data: unknown }[]): void;
};

export function databaseSandboxStore(db: Database): SandboxStore {
  return {
    load: () =>
      db
        .select()
        .from(sandboxObjects)
        .all()
        .map((row) => ({ type: row.type, key: row.id.slice(row.type.length + 1), data: row.data })),
    save: (rows) => {
      if (rows.length === 0) return;
      db.transaction((tx) => {
        for (const row of rows) {
          const id = `${row.type}:${row.key}`;
          tx.insert(sandboxObjects)
            .values({ id, type: row.type, data: row.data })
            .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: row.data } })
            .run();
        }
      });
    },
  };
}
