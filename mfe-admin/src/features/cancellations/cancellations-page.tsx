import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addDays, isCalendarDate, todayInTimeZone } from 'api/contract/calendar-date';
import type { CancellationRow } from 'api/contract/pass-cancel';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Table } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { formatListDate, GARAGE_TIME_ZONE } from 'design-system/format/dates';
import { useT } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';
import { useListQuery } from '../../lib/use-list-query';
import { cancellationsQuery } from './api/get-cancellations';
import '../../lib/admin-list.css';

/** The last 30 days through today, garage time, unless the address names others. */
function defaultRange() {
  const today = todayInTimeZone(GARAGE_TIME_ZONE, new Date());
  return { from: addDays(today, -30), to: today };
}

/**
 * /admin/passes/cancellations (capability `revenue_view`): why owners cancel at period end
 * (docs/decisions/cancel-at-period-end.md), counted by reason, each with its own words and state.
 */
export function CancellationsPage() {
  const t = useT();
  const [values, setValues] = useListQuery({ from: '', to: '' });
  const fallback = defaultRange();
  const from = isCalendarDate(values.from) ? values.from : fallback.from;
  // Never before `from`: dates as text sort as they fall.
  const to =
    isCalendarDate(values.to) && values.to >= from ? values.to : ([fallback.to, from].sort()[1] ?? from);
  const read = useQuery({ ...cancellationsQuery({ from, to }), placeholderData: keepPreviousData });
  const counts = read.data?.counts ?? [];
  const rows = read.data?.rows ?? [];

  return (
    <Stack gap={5}>
      <PageHeader title={t('admin.cancellations.title')} description={t('admin.cancellations.description')} />
      <div className="admin-list__filters">
        <TextField
          type="date"
          label={t('admin.cancellations.from')}
          value={from}
          max={to}
          onChange={(event) => setValues({ from: event.currentTarget.value })}
        />
        <TextField
          type="date"
          label={t('admin.cancellations.to')}
          value={to}
          min={from}
          onChange={(event) => setValues({ to: event.currentTarget.value })}
        />
      </div>
      <Table
        caption={t('admin.cancellations.countsCaption')}
        rows={counts}
        loading={read.isFetching && !read.data}
        getRowKey={(row) => row.reason}
        columns={[
          {
            id: 'reason',
            header: t('admin.cancellations.reasonColumn'),
            rowHeader: true,
            cell: (row) => t(`admin.cancellations.reasons.${row.reason}`),
          },
          {
            id: 'count',
            header: t('admin.cancellations.countColumn'),
            align: 'end',
            cell: (row) => row.count,
          },
        ]}
      />
      <Table<CancellationRow>
        caption={t('admin.cancellations.listCaption')}
        rows={rows}
        loading={read.isFetching && !read.data}
        empty={t(read.isError ? 'admin.cancellations.loadError' : 'admin.cancellations.empty')}
        getRowKey={(row) => row.id}
        columns={[
          {
            id: 'customer',
            header: t('admin.cancellations.customer'),
            rowHeader: true,
            cell: (row) => <Link to={`/admin/customers/${row.customer_id}`}>{row.customer_name}</Link>,
          },
          { id: 'plate', header: t('admin.cancellations.plate'), cell: (row) => row.plate },
          {
            id: 'reason',
            header: t('admin.cancellations.reason'),
            cell: (row) => row.reason_text ?? t(`admin.cancellations.reasons.${row.reason}`),
          },
          {
            id: 'last-day',
            header: t('admin.cancellations.lastDay'),
            cell: (row) => formatListDate(row.last_day),
          },
          {
            id: 'asked',
            header: t('admin.cancellations.asked'),
            cell: (row) => formatListDate(row.requested_at),
          },
          {
            id: 'status',
            header: t('admin.cancellations.status'),
            cell: (row) => t(`admin.cancellations.statuses.${row.status}`),
          },
        ]}
      />
    </Stack>
  );
}
