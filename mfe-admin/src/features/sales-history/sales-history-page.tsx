import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from 'api/contract/capabilities';
import {
  SALE_TYPE_FILTERS,
  SALES_PAGE_SIZE,
  SALES_SEARCH_MIN_LENGTH,
  type Sale,
  type SaleTypeFilter,
} from 'api/contract/sales';
import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Pager } from 'design-system/components/pager';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { Tile, TileGrid } from 'design-system/components/tile';
import { formatListDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useState } from 'react';
import { useLastAnswer } from '../../lib/use-last-answer';
import { useSearchTerm } from '../../lib/use-search-term';
import { salesQuery } from './api/get-sales';
import { RevenueChart } from './revenue-chart';
import { SalesExportButton } from './sales-export-button';
import { defaultSalesFilters, isValidRange, type SalesFilters } from './sales-filters';
import '../../lib/admin-list.css';
import './sales-history-page.css';

/** SPEC section 9: 400 ms. */
const SEARCH_DEBOUNCE_MS = 400;

export function SalesHistoryPage() {
  const t = useT();
  const { role } = useSession();
  const [filters, setFilters] = useState<SalesFilters>(() => defaultSalesFilters());
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useSearchTerm(typed, SEARCH_DEBOUNCE_MS, SALES_SEARCH_MIN_LENGTH);
  const [searchSeen, setSearchSeen] = useState(search);
  const rangeOk = isValidRange(filters);
  // A new search starts again at page 1, in the same render the term changes.
  if (searchSeen !== search) {
    setSearchSeen(search);
    setPage(1);
  }
  // SPEC section 8: sales fetch errors are only logged; the page keeps the last answer and offers a retry.
  const sales = useQuery({
    ...salesQuery({
      type: filters.type,
      from: filters.from,
      to: filters.to,
      q: search || undefined,
      limit: SALES_PAGE_SIZE,
      offset: (page - 1) * SALES_PAGE_SIZE,
    }),
    enabled: rangeOk,
    placeholderData: keepPreviousData,
    meta: { onError: (error) => console.error('Sales could not be loaded', error) },
  });
  const response = useLastAnswer(sales.data);
  const loading = sales.isFetching;
  const failed = sales.isError;
  const retry = () => void sales.refetch();

  const change = (patch: Partial<SalesFilters>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setPage(1);
  };

  const typeText = (type: Sale['type']) => t(`admin.sales.types.${type}`);
  const stats = response?.stats;
  const totalPages = response ? Math.max(1, Math.ceil(response.total / SALES_PAGE_SIZE)) : 1;

  const columns: TableColumn<Sale>[] = [
    { id: 'id', header: t('admin.sales.columns.id'), rowHeader: true, cell: (sale) => sale.id },
    { id: 'date', header: t('admin.sales.columns.date'), cell: (sale) => formatListDate(sale.sold_at) },
    {
      id: 'customer',
      header: t('admin.sales.columns.customer'),
      className: 'admin-list__wrap',
      cell: (sale) => sale.customer_name,
    },
    { id: 'plate', header: t('admin.sales.columns.plate'), cell: (sale) => sale.plate },
    {
      id: 'type',
      header: t('admin.sales.columns.type'),
      cell: (sale) => (
        <Badge tone={sale.type === 'autopay' ? 'info' : 'neutral'}>{typeText(sale.type)}</Badge>
      ),
    },
    {
      id: 'amount',
      header: t('admin.sales.columns.amount'),
      align: 'end',
      cell: (sale) =>
        sale.refunded_cents > 0 ? (
          <span className="sales-page__refunded">
            <del>{formatMoney(sale.amount_cents)}</del>{' '}
            <Badge tone="warning">
              <span
                title={
                  sale.refunded_at
                    ? t('admin.sales.refundedOn', { date: formatListDate(sale.refunded_at) })
                    : undefined
                }
              >
                {t('admin.sales.refundedBadge')}
              </span>
            </Badge>
          </span>
        ) : (
          formatMoney(sale.amount_cents)
        ),
    },
  ];

  return (
    <Stack gap={5} className="sales-page">
      <PageHeader
        title={t('admin.sales.title')}
        actions={<SalesExportButton filters={filters} search={search} disabled={!rangeOk} />}
      />

      <form
        className="admin-list__filters"
        aria-label={t('admin.sales.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('admin.sales.filters.type')}
          value={filters.type}
          options={SALE_TYPE_FILTERS.map((value) => ({ value, label: t(`admin.sales.types.${value}`) }))}
          onChange={(event) => change({ type: event.currentTarget.value as SaleTypeFilter })}
        />
        <TextField
          type="date"
          label={t('admin.sales.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          error={rangeOk ? undefined : t('admin.errors.invalidInput')}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextField
          type="date"
          label={t('admin.sales.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
        <TextField
          type="search"
          label={t('admin.sales.filters.search')}
          placeholder={t('admin.sales.filters.searchPlaceholder')}
          hint={t('admin.sales.filters.searchHint')}
          fieldClassName="admin-list__search"
          maxLength={80}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </form>

      <TileGrid label={t('admin.sales.tilesLabel')}>
        <Tile label={t('admin.sales.tiles.total')} value={stats ? stats.count : '—'} />
        <Tile
          label={t('admin.sales.tiles.revenue')}
          value={formatMoney(stats?.revenue_cents)}
          tone="success"
        />
        <Tile
          label={t('admin.sales.tiles.refunded')}
          value={formatMoney(stats?.refunded_cents)}
          hint={
            stats && stats.refunded_count > 0
              ? t('admin.sales.refundsValue', {
                  amount: formatMoney(stats.gross_cents),
                  count: stats.refunded_count,
                })
              : undefined
          }
          tone={stats && stats.refunded_cents > 0 ? 'warning' : 'neutral'}
        />
        <Tile label={t('admin.sales.tiles.avgTicket')} value={formatMoney(stats?.avg_ticket_cents)} />
        <Tile
          label={t('admin.sales.tiles.autopay')}
          value={stats ? `${stats.autopay_percent}%` : '—'}
          tone="info"
        />
        <Tile label={t('admin.sales.tiles.manual')} value={stats ? `${stats.manual_percent}%` : '—'} />
        <Tile label={t('admin.sales.tiles.lastSale')} value={formatListDate(stats?.last_sold_at)} />
      </TileGrid>

      {can(role, 'revenue_view') ? (
        <RevenueChart type={filters.type} from={filters.from} to={filters.to} />
      ) : null}

      {failed ? (
        <Alert
          tone="warning"
          action={
            <Button size="sm" variant="secondary" onClick={retry}>
              {t('admin.sales.retry')}
            </Button>
          }
        >
          {t('admin.sales.loadFailed')}
        </Alert>
      ) : null}

      <Table
        caption={t('admin.sales.tableCaption')}
        captionHidden
        columns={columns}
        rows={response?.data ?? []}
        getRowKey={(sale) => sale.id}
        loading={loading && !response}
        empty={t('admin.sales.empty')}
      />
      <Pager
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        disabled={loading}
        label={t('admin.sales.pager')}
      />
    </Stack>
  );
}
