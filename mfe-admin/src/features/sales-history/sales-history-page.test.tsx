import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sale, SalesListResponse, SalesSummaryRow } from 'api/contract/sales';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { SalesHistoryPage } from './sales-history-page';

const sale = (id: number, patch: Partial<Sale> = {}): Sale => ({
  id,
  sold_at: '2026-03-02T20:00:00Z',
  customer_name: `Customer ${id}`,
  client_id: id,
  plate: `PL${id}`,
  type: 'manual',
  amount_cents: 25000,
  invoice_id: id,
  refunded_cents: 0,
  refunded_at: null,
  ...patch,
});

const listOf = (data: Sale[], total = data.length): SalesListResponse => ({
  data,
  total,
  revenue_cents: data.reduce((sum, s) => sum + s.amount_cents, 0),
  stats: {
    count: total,
    revenue_cents: 47000,
    gross_cents: 47000,
    refunded_cents: 0,
    refunded_count: 0,
    avg_ticket_cents: 23500,
    autopay_percent: 50,
    manual_percent: 50,
    last_sold_at: '2026-03-02T20:00:00Z',
  },
});

const summary: SalesSummaryRow[] = [
  {
    label: '2026-03-01',
    period_start: '2026-03-01',
    revenue_cents: 25000,
    gross_cents: 25000,
    refunded_cents: 0,
    count: 1,
  },
  {
    label: '2026-03-02',
    period_start: '2026-03-02',
    revenue_cents: 22000,
    gross_cents: 22000,
    refunded_cents: 0,
    count: 1,
  },
];

let calls: FakeCall[];
let routes: Record<string, FakeRoute>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-02T20:00:00Z') });
  routes = {
    'GET /api/sales': {
      status: 200,
      body: listOf([sale(2, { type: 'autopay', amount_cents: 22000 }), sale(1)], 2),
    },
    'GET /api/sales/summary': { status: 200, body: summary },
  };
  calls = stubApi(routes);
  // jsdom has no ResizeObserver; the chart sizes itself with one (ParentSize) in browsers.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  signInAs('admin');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const salesCalls = () => calls.filter((call) => call.path === '/api/sales');
const table = () => screen.getByRole('table', { name: 'Sales' });

describe('SalesHistoryPage', () => {
  it('asks for the last 29 days through today in the garage zone and shows tiles and rows', async () => {
    renderWithQuery(<SalesHistoryPage />);
    expect(await within(table()).findByText('Customer 2')).toBeInTheDocument();
    const query = salesCalls()[0]?.query;
    // 2026-03-02T20:00Z is March 2 in Los Angeles; 29 days before is February 1.
    expect(Object.fromEntries(query ?? [])).toEqual({
      type: 'all',
      from: '2026-02-01',
      to: '2026-03-02',
      limit: '11',
      offset: '0',
    });
    const tiles = screen.getByLabelText('Sales summary for the filters');
    expect(tiles).toHaveTextContent('Total sales2');
    expect(tiles).toHaveTextContent('Revenue$470.00');
    expect(tiles).toHaveTextContent('Avg ticket$235.00');
    expect(tiles).toHaveTextContent('Autopay %50%');
    expect(tiles).toHaveTextContent('Manual %50%');
    expect(tiles).toHaveTextContent('Last sale03-02-2026');
    expect(
      within(table())
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Sale #DateCustomerPlateTypeAmount',
      '203-02-2026Customer 2PL2Autopay$220.00',
      '103-02-2026Customer 1PL1Manual$250.00',
    ]);
  });

  it('marks a refunded sale, shows the refunds tile and names items as their own type', async () => {
    const refunded = sale(3, { refunded_cents: 25000, refunded_at: '2026-03-02T21:00:00Z' });
    const fee = sale(4, { type: 'item', amount_cents: 2500 });
    const list = listOf([fee, refunded], 2);
    list.stats = {
      ...list.stats,
      revenue_cents: 2500,
      gross_cents: 27500,
      refunded_cents: 25000,
      refunded_count: 1,
    };
    routes['GET /api/sales'] = { status: 200, body: list };
    renderWithQuery(<SalesHistoryPage />);
    await within(table()).findByText('Customer 3');
    const rows = within(table())
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      '403-02-2026Customer 4PL4Fee / item$25.00',
      '303-02-2026Customer 3PL3Manual$250.00 Refunded',
    ]);
    const tiles = screen.getByLabelText('Sales summary for the filters');
    expect(tiles).toHaveTextContent('Revenue$25.00');
    expect(tiles).toHaveTextContent('Refunded$250.00Of $275.00 charged · 1 sale(s)');
    expect(screen.getByRole('option', { name: 'Fee / item' })).toBeInTheDocument();
  });

  it('filters by type and pages 11 at a time with Page x / y', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    routes['GET /api/sales'] = (call) => ({
      status: 200,
      body: listOf([sale(100 + Number(call.query.get('offset')))], 23),
    });
    renderWithQuery(<SalesHistoryPage />);
    await within(table()).findByText('Customer 100');
    expect(screen.getByText('Page 1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(table()).findByText('Customer 111')).toBeInTheDocument();
    expect(screen.getByText('Page 2 / 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'autopay');
    await waitFor(() => expect(salesCalls().at(-1)?.query.get('type')).toBe('autopay'));
    expect(salesCalls().at(-1)?.query.get('offset')).toBe('0');
  });

  it('searches only with an empty box or 3+ characters, after 400 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithQuery(<SalesHistoryPage />);
    await within(table()).findByText('Customer 2');
    const before = salesCalls().length;
    await user.type(screen.getByLabelText(/^Search/), 'ab');
    await vi.advanceTimersByTimeAsync(500);
    expect(salesCalls()).toHaveLength(before);
    await user.type(screen.getByLabelText(/^Search/), 'c');
    await vi.advanceTimersByTimeAsync(399);
    expect(salesCalls()).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(10);
    await waitFor(() => expect(salesCalls().at(-1)?.query.get('q')).toBe('abc'));
    expect(screen.getByPlaceholderText('Customer, plate or sale #')).toBeInTheDocument();
  });

  it('says No sales found, and only logs a failure with a retry', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    routes['GET /api/sales'] = { status: 500, body: { error: 'boom', code: 'server_error' } };
    renderWithQuery(<SalesHistoryPage />);
    expect(await screen.findByText('The sales could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('boom')).toBeNull();
    routes['GET /api/sales'] = { status: 200, body: listOf([], 0) };
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('No sales found')).toBeInTheDocument();
    log.mockRestore();
  });

  it('shows the chart with its data table for revenue_view only', async () => {
    renderWithQuery(<SalesHistoryPage />);
    const chart = await screen.findByRole('slider', { name: 'Revenue by day, 02-01-2026 to 03-02-2026' });
    const data = await screen.findByRole('table', { name: 'Revenue by period', hidden: true });
    await within(data).findByText('03-02-2026');
    expect(
      within(data)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(['PeriodRevenueRefundedSales', '03-01-2026$250.00$0.001', '03-02-2026$220.00$0.001']);
    chart.focus();
    expect(chart).toHaveAttribute('aria-valuetext', '03-02-2026: $220.00, sales: 1');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard('{ArrowLeft}');
    expect(chart).toHaveAttribute('aria-valuetext', '03-01-2026: $250.00, sales: 1');
  });

  it('groups the chart by month', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithQuery(<SalesHistoryPage />);
    await screen.findByRole('slider');
    await user.selectOptions(screen.getByLabelText('Group by'), 'month');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/sales/summary')
          .at(-1)
          ?.query.get('group'),
      ).toBe('month'),
    );
  });

  it('has no chart for a role without revenue_view', async () => {
    signInAs('ambassador');
    renderWithQuery(<SalesHistoryPage />);
    await within(table()).findByText('Customer 2');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(calls.some((call) => call.path === '/api/sales/summary')).toBe(false);
  });

  it('exports every filtered sale as CSV, paging through the API', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const all = Array.from({ length: 150 }, (_, i) =>
      sale(150 - i, { customer_name: i === 0 ? 'Ruiz, Ana' : 'Bo' }),
    );
    routes['GET /api/sales'] = (call) => {
      const offset = Number(call.query.get('offset'));
      return {
        status: 200,
        body: listOf(all.slice(offset, offset + Number(call.query.get('limit'))), all.length),
      };
    };
    let exported: Blob | null = null;
    vi.stubGlobal(
      'URL',
      // A subclass, so the real URL is left as it was once the globals are unstubbed.
      class extends URL {
        static override createObjectURL(blob: Blob) {
          exported = blob;
          return 'blob:sales';
        }
        static override revokeObjectURL() {}
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('sales_2026-02-01_to_2026-03-02.csv');
    });
    renderWithQuery(<SalesHistoryPage />);
    await within(table()).findByText('Ruiz, Ana');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const pages = salesCalls().filter((call) => call.query.get('limit') === '100');
    expect(pages.map((call) => call.query.get('offset'))).toEqual(['0', '100']);
    // jsdom's Blob has no text(): read it the way older browsers do.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(exported as unknown as Blob);
    });
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(151);
    expect(lines[0]).toBe('Sale #,Date,Customer,Plate,Type,Amount,Refunded,Kept');
    expect(lines[1]).toBe('150,03-02-2026,"Ruiz, Ana",PL150,Manual,250.00,0.00,250.00');
    clicked.mockRestore();
  });
});
