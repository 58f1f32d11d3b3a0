import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format/money';
import { Badge } from './badge';
import { Table, type TableColumn } from './table';

interface Payment {
  id: number;
  customer: string;
  amountCents: number;
  status: 'paid' | 'void';
}

const columns: TableColumn<Payment>[] = [
  { id: 'id', header: 'Invoice #', cell: (p) => p.id, rowHeader: true },
  { id: 'customer', header: 'Customer', cell: (p) => p.customer },
  { id: 'amount', header: 'Amount', cell: (p) => formatMoney(p.amountCents), align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => <Badge tone={p.status === 'paid' ? 'success' : 'neutral'}>{p.status}</Badge>,
  },
];

describe('Table', () => {
  it('renders a captioned table with column headers and rows', () => {
    render(
      <Table
        caption="Payments"
        columns={columns}
        rows={[
          { id: 7, customer: 'Ana López', amountCents: 25000, status: 'paid' },
          { id: 8, customer: 'Bob Ray', amountCents: 3000, status: 'void' },
        ]}
        getRowKey={(p) => p.id}
        empty="No payments found"
      />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Invoice #', 'Customer', 'Amount', 'Status']);
    expect(within(table).getByRole('rowheader', { name: '7' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$250.00' })).toHaveClass('ds-table__cell--end');
    expect(within(table).queryByText('No payments found')).not.toBeInTheDocument();
    // The horizontally scrollable wrapper is a focusable, named region.
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('shows the empty state in one full-width row', () => {
    render(
      <Table
        caption="Payments"
        columns={columns}
        rows={[]}
        getRowKey={(p) => p.id}
        empty="No payments found"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No payments found' });
    expect(cell).toHaveAttribute('colspan', '4');
  });

  it('has a translated default empty text and a loading state', () => {
    const { rerender } = render(<Table caption="X" columns={columns} rows={[]} getRowKey={(p) => p.id} />);
    expect(screen.getByText('Nothing to show here.')).toBeInTheDocument();
    rerender(<Table caption="X" columns={columns} rows={[]} getRowKey={(p) => p.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('labels each cell with its column for the stacked phone layout, but not a hidden-header column', () => {
    const withActions: TableColumn<Payment>[] = [
      ...columns,
      { id: 'note', header: <em>Note</em>, label: 'Note', cell: () => 'n' },
      {
        id: 'action',
        header: 'Action',
        headerHidden: true,
        cell: (p) => <button type="button">Email {p.id}</button>,
      },
    ];
    render(
      <Table
        caption="Payments"
        columns={withActions}
        rows={[{ id: 7, customer: 'Ana López', amountCents: 25000, status: 'paid' }]}
        getRowKey={(p) => p.id}
      />,
    );
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('rowheader', { name: '7' })).toHaveAttribute('data-label', 'Invoice #');
    expect(within(row).getByRole('cell', { name: 'Ana López' })).toHaveAttribute('data-label', 'Customer');
    expect(within(row).getByRole('cell', { name: 'n' })).toHaveAttribute('data-label', 'Note');
    const action = within(row).getByRole('button', { name: 'Email 7' }).closest('td');
    expect(action).not.toHaveAttribute('data-label');
  });
});
