import type { Sale } from 'api/contract/sales';
import { describe, expect, it, vi } from 'vitest';
import { CSV_PAGE_LIMIT, fetchAllPages, salesCsv, salesCsvFileName } from './sales-csv';

const sale = (id: number, patch: Partial<Sale> = {}): Sale => ({
  id,
  sold_at: '2026-03-01T18:00:00Z',
  customer_name: 'Ana Ruiz',
  client_id: 1,
  plate: 'ABC123',
  type: 'manual',
  amount_cents: 25000,
  invoice_id: id,
  refunded_cents: 0,
  refunded_at: null,
  ...patch,
});

describe('salesCsv', () => {
  const labels = {
    header: ['Sale #', 'Date', 'Customer', 'Plate', 'Type', 'Amount', 'Refunded', 'Kept'],
    type: (type: Sale['type']) => (type === 'autopay' ? 'Autopay' : type === 'item' ? 'Item' : 'Manual'),
    date: () => '03-01-2026',
  } as const;

  it('writes a header and one CRLF row per sale with the amount in dollars', () => {
    const csv = salesCsv(
      [sale(7, { customer_name: 'Ruiz, Ana', type: 'autopay', amount_cents: 22000 })],
      labels,
    );
    expect(csv).toBe(
      'Sale #,Date,Customer,Plate,Type,Amount,Refunded,Kept\r\n7,03-01-2026,"Ruiz, Ana",ABC123,Autopay,220.00,0.00,220.00\r\n',
    );
  });

  it('shows a refunded sale with its refund and nothing kept, and an item as its own type', () => {
    const csv = salesCsv(
      [
        sale(8, { refunded_cents: 25000, refunded_at: '2026-03-02T18:00:00Z' }),
        sale(9, { type: 'item', amount_cents: 2500 }),
      ],
      labels,
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '8,03-01-2026,Ana Ruiz,ABC123,Manual,250.00,250.00,0.00',
      '9,03-01-2026,Ana Ruiz,ABC123,Item,25.00,0.00,25.00',
    ]);
  });

  it('names the file after the range and the type filter', () => {
    expect(salesCsvFileName({ from: '2026-02-01', to: '2026-03-01' }, 'all')).toBe(
      'sales_2026-02-01_to_2026-03-01.csv',
    );
    expect(salesCsvFileName({ from: '2026-02-01', to: '2026-03-01' }, 'manual')).toBe(
      'sales_2026-02-01_to_2026-03-01_manual.csv',
    );
  });
});

describe('fetchAllPages', () => {
  it('pages with the largest limit until the total is read', async () => {
    const all = Array.from({ length: 230 }, (_, i) => sale(i + 1));
    const fetchPage = vi.fn(async (offset: number, limit: number) => ({
      data: all.slice(offset, offset + limit),
      total: all.length,
    }));
    const rows = await fetchAllPages(fetchPage);
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(fetchPage.mock.calls).toEqual([
      [0, CSV_PAGE_LIMIT],
      [100, CSV_PAGE_LIMIT],
      [200, CSV_PAGE_LIMIT],
    ]);
  });

  it('stops on a short page even if the total grew meanwhile', async () => {
    const fetchPage = vi.fn(async () => ({ data: [sale(1)], total: 500 }));
    expect(await fetchAllPages(fetchPage)).toHaveLength(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
