import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SUBSCRIPTION_LIST_FILTERS,
  SUBSCRIPTIONS_PAGE_SIZE,
  type SubscriptionListFilter,
  type SubscriptionListRow,
} from 'api/contract/subscriptions';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Button, buttonClassName } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Pager } from 'design-system/components/pager';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { formatListDate } from 'design-system/format/dates';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { pageFromQuery, useListQuery, useSearchBox } from '../../lib/use-list-query';
import { passesQuery } from './api/get-passes';
import '../../lib/admin-list.css';
import './passes-page.css';

/** SPEC section 9: subscriptions search debounce 400 ms. */
export const PASSES_SEARCH_DEBOUNCE_MS = 400;

const DEFAULTS = { status: 'all', q: '', page: '1' } as const;
const NO_ROWS: SubscriptionListRow[] = [];

/** Passes that will never renew: the Renewal column says so instead of an old date. */
const ENDED_STANDINGS: ReadonlySet<SubscriptionListRow['standing']> = new Set([
  'canceled',
  'refunded',
  'banned',
]);

const TONES: Record<SubscriptionListRow['standing'], BadgeTone> = {
  live: 'success',
  expired: 'warning',
  canceled: 'neutral',
  refunded: 'info',
  inactive: 'neutral',
  banned: 'danger',
  none: 'neutral',
};

export function PassesPage() {
  const t = useT();
  const [query, setQuery] = useListQuery(DEFAULTS);
  const status: SubscriptionListFilter = (SUBSCRIPTION_LIST_FILTERS as readonly string[]).includes(
    query.status,
  )
    ? (query.status as SubscriptionListFilter)
    : 'all';
  const page = pageFromQuery(query.page);
  const commitSearch = useCallback((q: string) => setQuery({ q, page: '1' }, { replace: true }), [setQuery]);
  const [searchText, setSearchText] = useSearchBox(query.q, PASSES_SEARCH_DEBOUNCE_MS, commitSearch);
  const passes = useQuery({
    ...passesQuery({ status, q: query.q, page }),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t)) },
  });
  const response = useLastAnswer(passes.data);
  const loading = passes.isFetching;
  const failed = passes.isError;
  const rows = response?.data ?? NO_ROWS;
  const total = response?.total ?? 0;

  const totalPages = Math.max(1, Math.ceil(total / SUBSCRIPTIONS_PAGE_SIZE));

  const columns: TableColumn<SubscriptionListRow>[] = [
    { id: 'id', header: t('admin.passes.columns.id'), cell: (row) => row.id },
    { id: 'plate', header: t('admin.passes.columns.plate'), rowHeader: true, cell: (row) => row.plate },
    {
      id: 'status',
      header: t('admin.passes.columns.status'),
      cell: (row) => <Badge tone={TONES[row.standing]}>{t(`admin.passes.standing.${row.standing}`)}</Badge>,
    },
    { id: 'start', header: t('admin.passes.columns.start'), cell: (row) => formatListDate(row.start_date) },
    {
      id: 'period',
      header: t('admin.passes.columns.currentPeriod'),
      cell: (row) => formatListDate(row.current_period_start),
    },
    {
      id: 'renewal',
      header: t('admin.passes.columns.renewal'),
      cell: (row) =>
        ENDED_STANDINGS.has(row.standing)
          ? t('admin.passes.noRenewal')
          : formatListDate(row.next_renewal_date),
    },
    {
      id: 'customer',
      header: t('admin.passes.columns.customer'),
      className: 'admin-list__wrap',
      cell: (row) => row.customer_name,
    },
    {
      id: 'action',
      header: t('admin.passes.columns.action'),
      align: 'end',
      cell: (row) =>
        row.standing === 'none' ? (
          <Button size="sm" variant="secondary" disabled>
            {t('admin.passes.view')}
          </Button>
        ) : (
          <Link
            to={`/admin/customers/${row.client_id}`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={t('admin.passes.viewPass', { plate: row.plate })}
          >
            {t('admin.passes.view')}
          </Link>
        ),
    },
  ];

  return (
    <Stack gap={5} className="passes-page">
      <PageHeader title={t('admin.passes.title')} />
      <div className="admin-list__filters admin-list__filters--compact">
        <Select
          label={t('admin.passes.status')}
          value={status}
          onChange={(event) => setQuery({ status: event.currentTarget.value, page: '1' })}
          options={SUBSCRIPTION_LIST_FILTERS.map((value) => ({
            value,
            label: t(`admin.passes.filters.${value}`),
          }))}
        />
        <TextField
          type="search"
          label={t('admin.passes.search')}
          placeholder={t('admin.passes.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
      </div>
      <Table
        caption={t('admin.passes.caption')}
        captionHidden
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={loading && rows.length === 0}
        rowClassName={(row) => (row.standing === 'none' ? 'passes-page__row--none' : undefined)}
        empty={t(failed ? 'admin.passes.loadError' : 'admin.passes.empty')}
      />
      <Pager
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        disabled={loading}
        onPageChange={(next) => setQuery({ page: String(next) })}
      />
    </Stack>
  );
}
