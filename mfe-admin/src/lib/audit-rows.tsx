import { type AuditRow, describeAuditChange } from 'api/contract/audit';
import { isRole } from 'api/contract/capabilities';
import { Button } from 'design-system/components/button';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './admin-list.css';
import './audit-rows.css';

type AuditRowsTableProps = {
  caption: string;
  rows: readonly AuditRow[];
  loading?: boolean;
  empty: ReactNode;
  /** Activity links each row to its customer's profile; the profile's own History does not. */
  linkCustomers?: boolean;
};

/**
 * Rows of the record as staff read them, the same on Activity and a customer's History: when, who
 * (the person, and their role then), the action in the reader's language, what it was about, each
 * changed field as `field: before → after`, and the client address. Stacks into cards on a phone.
 */
export function AuditRowsTable({ caption, rows, loading, empty, linkCustomers = true }: AuditRowsTableProps) {
  const t = useT();
  const { language } = useLanguage();
  const words = {
    yes: t('admin.audit.values.yes'),
    no: t('admin.audit.values.no'),
    none: t('admin.audit.values.none'),
  };

  const target = (row: AuditRow): ReactNode => {
    const named =
      row.target_type && row.target_id !== null
        ? t('admin.audit.target', { type: t(`admin.audit.targets.${row.target_type}`), id: row.target_id })
        : null;
    const customer =
      row.customer_id !== null && row.target_type !== 'customer'
        ? t('admin.audit.target', { type: t('admin.audit.targets.customer'), id: row.customer_id })
        : null;
    if (!linkCustomers || row.customer_id === null) return named ?? words.none;
    const link = `/admin/customers/${row.customer_id}`;
    return (
      <>
        {row.target_type === 'customer' ? <Link to={link}>{named}</Link> : (named ?? null)}
        {customer ? (
          <>
            {named ? <br /> : null}
            <Link to={link}>{customer}</Link>
          </>
        ) : null}
      </>
    );
  };

  const changes = (row: AuditRow): ReactNode => {
    if (row.redacted) return <span className="audit-rows__muted">{t('admin.audit.redacted')}</span>;
    const lines = describeAuditChange(row, words);
    if (lines.length === 0) return <span className="audit-rows__muted">{t('admin.audit.noChanges')}</span>;
    return (
      <ul className="audit-rows__changes">
        {lines.map((line) => (
          <li key={line.field}>
            <span className="audit-rows__field">{line.field}:</span>{' '}
            {row.before === null ? line.after : `${line.before} → ${line.after}`}
          </li>
        ))}
      </ul>
    );
  };

  const columns: TableColumn<AuditRow>[] = [
    {
      id: 'time',
      header: t('admin.audit.columns.time'),
      rowHeader: true,
      cell: (row) => `${formatListDate(row.at)} ${formatTime(row.at, language)}`,
    },
    {
      id: 'person',
      header: t('admin.audit.columns.person'),
      className: 'admin-list__wrap',
      cell: (row) => row.actor ?? t('admin.audit.system'),
    },
    {
      id: 'role',
      header: t('admin.audit.columns.role'),
      cell: (row) =>
        row.actor_role === null
          ? words.none
          : isRole(row.actor_role)
            ? t(`admin.audit.roles.${row.actor_role}`)
            : t('admin.audit.roles.other', { role: row.actor_role }),
    },
    {
      id: 'action',
      header: t('admin.audit.columns.action'),
      className: 'admin-list__wrap',
      cell: (row) => t(`admin.audit.actions.${row.action}`),
    },
    {
      id: 'target',
      header: t('admin.audit.columns.target'),
      className: 'admin-list__wrap',
      cell: target,
    },
    {
      id: 'changes',
      header: t('admin.audit.columns.changes'),
      className: 'audit-rows__changes-cell',
      cell: changes,
    },
    {
      id: 'address',
      header: t('admin.audit.columns.address'),
      className: 'admin-list__wrap',
      cell: (row) => row.client_ip ?? words.none,
    },
  ];

  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      loading={loading}
      empty={empty}
    />
  );
}

type OlderPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Below a record's rows (Activity, a customer's History): the next page back, while there is one. */
export function ShowOlderRows({ read, label }: { read: OlderPages; label: string }) {
  if (!read.hasNextPage) return null;
  return (
    <div>
      <Button
        variant="secondary"
        loading={read.isFetchingNextPage}
        disabled={read.isFetchingNextPage}
        onClick={() => void read.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
