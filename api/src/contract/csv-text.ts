// CSV as staff open it in a spreadsheet (RFC 4180: comma-separated, CRLF rows, quoted fields where
// needed). Browser-safe: the admin's own exports and the API's write the same way.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field. Quotes when it holds a comma, quote or line break (doubling inner quotes); a text
 * starting like a spreadsheet formula gets a leading apostrophe so opening the file never runs it.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
