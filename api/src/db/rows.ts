/** The first row a query answers, or undefined: how code reads one row on every engine (`.get()` is SQLite's only). */
export async function firstRow<T>(query: PromiseLike<readonly T[]>): Promise<T | undefined> {
  return (await query)[0];
}

/**
 * The row an INSERT/UPDATE/DELETE ... RETURNING answered, typed as present as drizzle's SQLite `.get()`
 * typed it; a statement that matched nothing (ON CONFLICT DO NOTHING, a lost race) answers undefined,
 * which the callers that allow it check.
 */
export async function returnedRow<T>(query: PromiseLike<readonly T[]>): Promise<T> {
  return (await query)[0] as T;
}
