import { Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  index,
  PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { getTableConfig, type SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

// PostgreSQL's tables are derived from schema.ts, the one definition (docs/decisions/postgresql-engine.md):
// same table, column, index and constraint names, same JavaScript values. Storage is chosen so the SQL
// the app writes by hand reads alike on both engines: a yes/no is a smallint 0/1 (as in SQLite, so a
// partial index `WHERE invite_pending = 0` or a raw `flag = 1` means the same), JSON stays text, every
// integer is a bigint read as a JavaScript number, instants stay ISO-8601 text.

const flag = customType<{ data: boolean; driverData: number }>({
  dataType: () => 'smallint',
  toDriver: (value) => (value ? 1 : 0),
  fromDriver: (value) => Number(value) === 1,
});

const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value),
});

/** SQLite default expressions and what they are on PostgreSQL; any other is refused, not guessed. */
const DEFAULT_EXPRESSIONS: Record<string, string> = {
  "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))": `(to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
};

type ColumnMap = Map<Column, PgColumn>;

/** The PostgreSQL twin of every SQLite table among `definitions` (a module's exports), under the same keys. */
export function postgresTwins<T extends Record<string, unknown>>(
  definitions: T,
): { [K in keyof T]: PgTable } {
  const columnMap: ColumnMap = new Map();
  const twins: Record<string, PgTable> = {};
  for (const [key, value] of Object.entries(definitions)) {
    if (is(value, SQLiteTable)) twins[key] = twinOf(value, columnMap);
  }
  return twins as { [K in keyof T]: PgTable };
}

function twinOf(table: SQLiteTable, columnMap: ColumnMap): PgTable {
  const config = getTableConfig(table);
  const sqliteColumns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const builders: Record<string, PgColumnBuilderBase> = {};
  for (const [key, column] of Object.entries(sqliteColumns)) builders[key] = columnTwin(column, config.name);

  const twin = pgTable(config.name, builders, (t) => {
    // Indexes and constraints take the columns drizzle hands this callback; references, the other table's.
    const own: ColumnMap = new Map();
    const byKey = t as unknown as Record<string, PgColumn>;
    for (const [key, column] of Object.entries(sqliteColumns)) own.set(column, byKey[key] as PgColumn);
    const pg = (column: Column) => mapped(column, own);
    // After binding, schema.ts's `references(() => customers.id)` already names the PostgreSQL twin.
    const foreign = (column: Column) => (is(column, PgColumn) ? column : mapped(column, columnMap));
    const expression = (part: Column | SQL) => (is(part, SQL) ? remapSql(part, own) : pg(part));
    return [
      ...config.indexes.map(({ config: index_ }) => {
        const [first, ...rest] = index_.columns.map((part) => expression(part as Column | SQL));
        const built = (index_.unique ? uniqueIndex(index_.name) : index(index_.name)).on(
          first as PgColumn,
          ...(rest as PgColumn[]),
        );
        return index_.where ? built.where(remapSql(index_.where, own)) : built;
      }),
      ...config.checks.map((constraint) => check(constraint.name, remapSql(constraint.value, own))),
      ...config.primaryKeys.map((key) =>
        primaryKey({ name: key.getName(), columns: key.columns.map(pg) as [PgColumn, ...PgColumn[]] }),
      ),
      ...config.uniqueConstraints.map((constraint) =>
        unique(constraint.name).on(...(constraint.columns.map(pg) as [PgColumn, ...PgColumn[]])),
      ),
      ...config.foreignKeys.map((key) => {
        const reference = key.reference();
        let built = foreignKey({
          name: key.getName(),
          columns: reference.columns.map(pg) as [PgColumn, ...PgColumn[]],
          foreignColumns: reference.foreignColumns.map(foreign) as [PgColumn, ...PgColumn[]],
        });
        if (key.onDelete) built = built.onDelete(key.onDelete);
        if (key.onUpdate) built = built.onUpdate(key.onUpdate);
        return built;
      }),
    ];
  });
  const twinColumns = getTableColumns(twin) as Record<string, PgColumn>;
  for (const [key, column] of Object.entries(sqliteColumns))
    columnMap.set(column, twinColumns[key] as PgColumn);
  return twin;
}

function columnTwin(column: SQLiteColumn, table: string): PgColumnBuilderBase {
  const where = `${table}.${column.name}`;
  // biome-ignore lint/suspicious/noExplicitAny: the builders' chained generics differ per column kind
  let builder: any;
  switch (column.columnType) {
    case 'SQLiteInteger':
      builder = bigint(column.name, { mode: 'number' });
      if (column.primary) builder = builder.primaryKey().generatedByDefaultAsIdentity();
      break;
    case 'SQLiteBoolean':
      builder = flag(column.name);
      break;
    case 'SQLiteText':
      builder = text(
        column.name,
        column.enumValues ? { enum: column.enumValues as [string, ...string[]] } : {},
      );
      if (column.primary) builder = builder.primaryKey();
      break;
    case 'SQLiteTextJson':
      builder = jsonText(column.name);
      if (column.primary) builder = builder.primaryKey();
      break;
    default:
      throw new Error(`${where}: no PostgreSQL twin for column type ${column.columnType}`);
  }
  if (column.notNull && !column.primary) builder = builder.notNull();
  if (column.isUnique) builder = builder.unique(column.uniqueName);
  if (column.default !== undefined) builder = builder.default(defaultTwin(column, where));
  if (column.defaultFn) builder = builder.$defaultFn(column.defaultFn);
  if (column.onUpdateFn) builder = builder.$onUpdate(column.onUpdateFn);
  return builder as PgColumnBuilderBase;
}

function defaultTwin(column: SQLiteColumn, where: string): unknown {
  const value = column.default;
  if (is(value, SQL)) {
    const text = sqlText(value);
    const twin = DEFAULT_EXPRESSIONS[text];
    if (!twin) throw new Error(`${where}: no PostgreSQL twin for the default ${text}`);
    return sql.raw(twin);
  }
  // drizzle-kit writes a JavaScript boolean default as `false`, which a smallint column refuses.
  if (column.columnType === 'SQLiteBoolean') return sql.raw(value ? '1' : '0');
  return value;
}

/** The text of a SQL fragment made only of literal chunks (a default or CHECK). */
function sqlText(fragment: SQL): string {
  return fragment.queryChunks
    .map((chunk) => {
      if (is(chunk, SQL)) return sqlText(chunk);
      const value = (chunk as { value?: unknown }).value;
      if (Array.isArray(value)) return value.join('');
      throw new Error('A default with parameters has no PostgreSQL twin');
    })
    .join('');
}

function mapped(column: Column, columnMap: ColumnMap): PgColumn {
  const twin = columnMap.get(column);
  if (twin) return twin;
  // Indexes and keys are read only when a table's whole config is asked for, after every twin exists,
  // so a column missing here belongs to a table outside the definitions given.
  throw new Error(`${column.name}: its table is not among the definitions`);
}

function remapSql(fragment: SQL, columnMap: ColumnMap): SQL {
  return new SQL(
    fragment.queryChunks.map((chunk) => {
      if (is(chunk, Column)) return mapped(chunk, columnMap);
      if (is(chunk, SQL)) return remapSql(chunk, columnMap);
      return chunk;
    }),
  );
}
