import { toCsv } from '../../contract/csv-text';

// A section of the export as CSV: a header of every column any row has; nested values as JSON text.

const cellOf = (value: unknown): string | number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function csvTable(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => cellOf(row[column]))),
  );
}
