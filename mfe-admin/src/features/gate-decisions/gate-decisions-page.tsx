import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GateDecisionRow } from 'api/contract/gate-access';
import { Badge } from 'design-system/components/badge';
import { PageHeader, Stack } from 'design-system/components/layout';
import { NumberedPagination } from 'design-system/components/numbered-pagination';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { pageFromQuery, useListQuery } from '../../lib/use-list-query';
import {
  DECISION_FILTERS,
  type DecisionFilter,
  GATE_DECISIONS_PAGE_SIZE,
  gateDecisionsQuery,
} from './api/get-gate-decisions';
import { GateOccupancy } from './gate-occupancy';
import '../../lib/admin-list.css';

const DEFAULTS = { decision: 'all', page: '1' } as const;
const NO_ROWS: GateDecisionRow[] = [];

/**
 * /admin/gate/decisions (capability `gate_view`): what the gates answered, newest first, filtered by
 * allowed or denied, each reason worded from its code in the staff member's language.
 */
export function GateDecisionsPage() {
  const t = useT();
  const { language } = useLanguage();
  const [query, setQuery] = useListQuery(DEFAULTS);
  const decision: DecisionFilter = (DECISION_FILTERS as readonly string[]).includes(query.decision)
    ? (query.decision as DecisionFilter)
    : 'all';
  const page = pageFromQuery(query.page);
  const read = useQuery({
    ...gateDecisionsQuery({ decision, page }),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.gateDecisions.loadError')) },
  });
  const answer = useLastAnswer(read.data);
  const rows = answer?.rows ?? NO_ROWS;
  const totalPages = answer ? Math.max(1, Math.ceil(answer.total / GATE_DECISIONS_PAGE_SIZE)) : page;

  const when = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;
  const credential = (row: GateDecisionRow) =>
    row.credential_type === 'rfid'
      ? t('admin.gateDecisions.credential.rfid', { value: row.value })
      : t('admin.gateDecisions.credential.licensePlate', {
          value: row.value,
          state: row.plate_state ?? t('admin.gateDecisions.credential.unknownState'),
        });

  const columns: TableColumn<GateDecisionRow>[] = [
    {
      id: 'time',
      header: t('admin.gateDecisions.columns.time'),
      rowHeader: true,
      cell: (row) => when(row.at),
    },
    {
      id: 'decision',
      header: t('admin.gateDecisions.columns.decision'),
      cell: (row) => (
        <Badge tone={row.decision === 'allow' ? 'success' : 'danger'}>
          {t(`admin.gateDecisions.decisions.${row.decision}`)}
        </Badge>
      ),
    },
    {
      id: 'reason',
      header: t('admin.gateDecisions.columns.reason'),
      className: 'admin-list__wrap',
      cell: (row) => t(`admin.gateDecisions.reasons.${row.reason}`),
    },
    {
      id: 'credential',
      header: t('admin.gateDecisions.columns.credential'),
      className: 'admin-list__wrap',
      cell: credential,
    },
    {
      id: 'direction',
      header: t('admin.gateDecisions.columns.direction'),
      cell: (row) => t(`admin.gateDecisions.directions.${row.direction}`),
    },
    {
      id: 'device',
      header: t('admin.gateDecisions.columns.device'),
      className: 'admin-list__wrap',
      cell: (row) => row.device_name ?? '—',
    },
    {
      id: 'customer',
      header: t('admin.gateDecisions.columns.customer'),
      className: 'admin-list__wrap',
      cell: (row) =>
        row.client_id !== null && row.customer_name ? (
          <Link to={`/admin/customers/${row.client_id}`}>{row.customer_name}</Link>
        ) : (
          (row.customer_name ?? '—')
        ),
    },
  ];

  const filtered = decision !== 'all';
  return (
    <Stack gap={5} className="gate-decisions-page">
      <PageHeader title={t('admin.gateDecisions.title')} description={t('admin.gateDecisions.description')} />
      <GateOccupancy />
      <div className="admin-list__filters admin-list__filters--compact">
        <Select
          label={t('admin.gateDecisions.filter')}
          value={decision}
          onChange={(event) => setQuery({ decision: event.currentTarget.value, page: '1' })}
          options={DECISION_FILTERS.map((value) => ({
            value,
            label: t(`admin.gateDecisions.filters.${value}`),
          }))}
        />
      </div>
      <Table
        caption={t('admin.gateDecisions.caption')}
        captionHidden
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        loading={read.isFetching && !answer}
        empty={t(
          read.isError && !answer
            ? 'admin.gateDecisions.loadError'
            : filtered
              ? 'admin.gateDecisions.emptyFiltered'
              : 'admin.gateDecisions.empty',
        )}
      />
      <NumberedPagination
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        onPageChange={(next) => setQuery({ page: String(next) })}
        label={t('admin.gateDecisions.pager')}
      />
    </Stack>
  );
}
