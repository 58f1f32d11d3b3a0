import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FailedPayment, PAYMENTS_PAGE_SIZE } from 'api/contract/payments';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Pager } from 'design-system/components/pager';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { failedPaymentsQuery } from './api/get-failed-payments';

type FailedPaymentsProps = {
  from: string;
  to: string;
  search: string;
  page: number;
  onPageChange: (page: number) => void;
  enabled: boolean;
};

/**
 * Payments' Failed filter: the charges that failed and are not paid since, so staff see who is behind
 * (docs/decisions/failed-payments-list.md): what failed, how much, why (the bank's reason in the staff
 * member's language) and when autopay tries again.
 */
export function FailedPayments({ from, to, search, page, onPageChange, enabled }: FailedPaymentsProps) {
  const t = useT();
  const { language } = useLanguage();
  const failed = useQuery({
    ...failedPaymentsQuery({
      from: from || undefined,
      to: to || undefined,
      q: search || undefined,
      limit: PAYMENTS_PAGE_SIZE,
      offset: (page - 1) * PAYMENTS_PAGE_SIZE,
    }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.payments.loadError')) },
  });
  const response = useLastAnswer(failed.data);
  const totalPages = response ? Math.max(1, Math.ceil(response.total / PAYMENTS_PAGE_SIZE)) : 1;
  const when = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;

  const nextRetry = (row: FailedPayment) => {
    if (row.next_retry_at) return when(row.next_retry_at);
    return t(
      row.kind === 'autopay_renewal'
        ? 'admin.payments.failed.noRetryAutopay'
        : 'admin.payments.failed.noRetry',
    );
  };
  const reason = (row: FailedPayment) => {
    const text = t(`admin.payments.failed.declines.${row.reason}`);
    return row.decline_code ? `${text} (${row.decline_code})` : text;
  };

  const columns: TableColumn<FailedPayment>[] = [
    {
      id: 'customer',
      header: t('admin.payments.failed.columns.customer'),
      rowHeader: true,
      className: 'admin-list__wrap',
      cell: (row) => row.customer_name || row.customer_email,
    },
    { id: 'plate', header: t('admin.payments.failed.columns.plate'), cell: (row) => row.plate },
    {
      id: 'charge',
      header: t('admin.payments.failed.columns.charge'),
      className: 'admin-list__wrap',
      cell: (row) => t(`admin.payments.failed.kinds.${row.kind}`),
    },
    {
      id: 'amount',
      header: t('admin.payments.failed.columns.amount'),
      align: 'end',
      cell: (row) => formatMoney(row.amount_cents),
    },
    {
      id: 'reason',
      header: t('admin.payments.failed.columns.reason'),
      className: 'admin-list__wrap',
      cell: reason,
    },
    {
      id: 'failedAt',
      header: t('admin.payments.failed.columns.failedAt'),
      cell: (row) => when(row.failed_at),
    },
    {
      id: 'nextRetry',
      header: t('admin.payments.failed.columns.nextRetry'),
      className: 'admin-list__wrap',
      cell: nextRetry,
    },
    {
      id: 'action',
      header: t('admin.payments.columns.action'),
      align: 'end',
      cell: (row) => (
        <Link
          to={`/admin/customers/${row.client_id}`}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          aria-label={t('admin.payments.failed.viewCustomer', {
            name: row.customer_name || row.customer_email,
          })}
        >
          {t('admin.payments.failed.view')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <p className="payments-page__note">{t('admin.payments.failed.note')}</p>
      {failed.isError ? (
        <Alert
          tone="warning"
          action={
            <Button size="sm" variant="secondary" onClick={() => void failed.refetch()}>
              {t('admin.payments.retry')}
            </Button>
          }
        >
          {t('admin.payments.loadError')}
        </Alert>
      ) : null}
      <Table
        caption={t('admin.payments.failed.caption')}
        captionHidden
        columns={columns}
        rows={response?.data ?? []}
        getRowKey={(row) => row.id}
        loading={failed.isFetching && !response}
        empty={t('admin.payments.failed.empty')}
      />
      <Pager
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        disabled={failed.isFetching}
        label={t('admin.payments.pager')}
      />
    </>
  );
}
