import type { Database } from './open-database';

// Staff lists over a million rows build their SQL from the filters given; each distinct text is
// prepared once per database and reused (preparing costs as much as running a small query).

type Statement = ReturnType<Database['$client']['prepare']>;
const statements = new WeakMap<Database, Map<string, Statement>>();

export function prepared(db: Database, text: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.$client.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}
