import { toCsv } from 'api/contract/csv-text';
import type { Sale } from 'api/contract/sales';

// The filtered sales as a CSV file (RFC 4180: comma-separated, CRLF rows, quoted fields where needed).

/** Largest page the API serves (`limit` max in contract/sales). */
export const CSV_PAGE_LIMIT = 100;

export type SalesCsvLabels = {
  header: readonly [string, string, string, string, string, string, string, string];
  type: (type: Sale['type']) => string;
  date: (soldAt: string) => string;
};

/**
 * Columns as the table shows them, then what was refunded and what the garage kept; amounts as plain
 * numbers of dollars so spreadsheets can sum them (the kept column sums to the Revenue tile).
 */
export function salesCsv(sales: readonly Sale[], labels: SalesCsvLabels): string {
  return toCsv(
    labels.header,
    sales.map((sale) => [
      sale.id,
      labels.date(sale.sold_at),
      sale.customer_name,
      sale.plate,
      labels.type(sale.type),
      dollars(sale.amount_cents),
      dollars(sale.refunded_cents),
      dollars(sale.amount_cents - sale.refunded_cents),
    ]),
  );
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function salesCsvFileName(range: { from: string; to: string }, type: string): string {
  return `sales_${range.from}_to_${range.to}${type === 'all' ? '' : `_${type}`}.csv`;
}

/** Every row of the filtered set, page after page of `CSV_PAGE_LIMIT` (the list answers `total`). */
export async function fetchAllPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<{ data: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage(rows.length, CSV_PAGE_LIMIT);
    rows.push(...page.data);
    // A short page ends it too: rows removed while paging must not loop forever.
    if (rows.length >= page.total || page.data.length < CSV_PAGE_LIMIT) return rows;
  }
}
