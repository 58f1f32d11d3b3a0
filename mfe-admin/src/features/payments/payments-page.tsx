import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAYMENT_STATUS_FILTERS,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentStatusFilter,
} from 'api/contract/payments';
import { Alert } from 'design-system/components/alert';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Pager } from 'design-system/components/pager';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { formatListDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { saveFile } from '../../lib/save-file';
import { useLastAnswer } from '../../lib/use-last-answer';
import { useSearchTerm } from '../../lib/use-search-term';
import { paymentsQuery } from './api/get-payments';
import { downloadReceiptPdf } from './api/get-receipt-pdf';
import { FailedPayments } from './failed-payments';
import { InvoiceEmailDialog } from './invoice-email-dialog';
import '../../lib/admin-list.css';
import './payments-page.css';

const SEARCH_DEBOUNCE_MS = 400;
/** Invoice numbers are short: any typed text searches, once typing pauses. */
const SEARCH_MIN_LENGTH = 1;

type PaymentFilters = { status: PaymentStatusFilter; from: string; to: string };

const STATUS_TONES: Record<Payment['status_key'], BadgeTone> = {
  paid: 'success',
  refunded: 'info',
  failed: 'danger',
  void: 'neutral',
};

export function PaymentsPage() {
  const t = useT();
  const { language } = useLanguage();
  const [filters, setFilters] = useState<PaymentFilters>({ status: 'all', from: '', to: '' });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [emailing, setEmailing] = useState<Payment | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  // The receipt in the customer's language, as they would download it from the portal.
  async function downloadReceipt(payment: Payment) {
    setDownloading(payment.id);
    try {
      const { blob, fileName } = await downloadReceiptPdf(payment.id, payment.customer_language);
      saveFile(blob, fileName);
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.payments.receiptFailed'));
    } finally {
      setDownloading(null);
    }
  }
  const search = useSearchTerm(typed, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH);
  const [searchSeen, setSearchSeen] = useState(search);
  if (searchSeen !== search) {
    setSearchSeen(search);
    setPage(1);
  }
  const rangeOk = !filters.from || !filters.to || filters.from <= filters.to;
  // A failed charge is not an invoice: Failed lists the charges that failed and are not paid since.
  const showingFailed = filters.status === 'failed';
  // A failure toasts and keeps the last page shown.
  const payments = useQuery({
    ...paymentsQuery({
      status: filters.status,
      from: filters.from || undefined,
      to: filters.to || undefined,
      q: search || undefined,
      limit: PAYMENTS_PAGE_SIZE,
      offset: (page - 1) * PAYMENTS_PAGE_SIZE,
    }),
    enabled: rangeOk && !showingFailed,
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.payments.loadError')) },
  });
  const response = useLastAnswer(payments.data);
  const loading = payments.isFetching;
  const failed = payments.isError;
  const retry = () => void payments.refetch();
  const totalPages = response ? Math.max(1, Math.ceil(response.total / PAYMENTS_PAGE_SIZE)) : 1;

  const change = (patch: Partial<PaymentFilters>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setPage(1);
  };

  const columns: TableColumn<Payment>[] = [
    { id: 'number', header: t('admin.payments.columns.number'), rowHeader: true, cell: (p) => p.number },
    {
      id: 'date',
      header: t('admin.payments.columns.date'),
      cell: (p) => formatListDate(p.paid_at ?? p.created_at),
    },
    {
      id: 'customer',
      header: t('admin.payments.columns.customer'),
      className: 'admin-list__wrap',
      cell: (p) => p.customer_name,
    },
    {
      id: 'concept',
      header: t('admin.payments.columns.concept'),
      className: 'admin-list__wrap',
      cell: (p) => {
        const concept = language === 'es' ? p.concept_es : p.concept;
        return p.plate ? `${concept} (${p.plate})` : concept;
      },
    },
    {
      id: 'amount',
      header: t('admin.payments.columns.amount'),
      align: 'end',
      cell: (p) => formatMoney(p.amount_cents),
    },
    {
      id: 'status',
      header: t('admin.payments.columns.status'),
      cell: (p) => (
        <Badge tone={STATUS_TONES[p.status_key]}>{t(`admin.payments.statuses.${p.status_key}`)}</Badge>
      ),
    },
    {
      id: 'action',
      header: t('admin.payments.columns.action'),
      align: 'end',
      cell: (p) => (
        <span className="payments-page__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={p.status_key === 'void'}
            aria-label={t('admin.payments.emailInvoice', { number: p.number })}
            onClick={() => setEmailing(p)}
          >
            {t('admin.payments.email')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={downloading === p.id}
            aria-label={t('admin.payments.receiptPdfOf', { number: p.number })}
            onClick={() => void downloadReceipt(p)}
          >
            {t('admin.payments.receiptPdf')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Stack gap={5} className="payments-page">
      <PageHeader title={t('admin.payments.title')} />

      <form
        className="admin-list__filters"
        aria-label={t('admin.payments.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('admin.payments.filters.status')}
          value={filters.status}
          options={PAYMENT_STATUS_FILTERS.map((value) => ({
            value,
            label: t(`admin.payments.statuses.${value}`),
          }))}
          onChange={(event) => change({ status: event.currentTarget.value as PaymentStatusFilter })}
        />
        <TextField
          type="date"
          label={t('admin.payments.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          error={rangeOk ? undefined : t('admin.payments.filters.rangeError')}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextField
          type="date"
          label={t('admin.payments.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
        <TextField
          type="search"
          label={t('admin.payments.filters.search')}
          placeholder={t('admin.payments.filters.searchPlaceholder')}
          fieldClassName="admin-list__search"
          maxLength={80}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </form>

      {showingFailed ? (
        <FailedPayments
          from={filters.from}
          to={filters.to}
          search={search}
          page={page}
          onPageChange={setPage}
          enabled={rangeOk}
        />
      ) : (
        <>
          {failed ? (
            <Alert
              tone="warning"
              action={
                <Button size="sm" variant="secondary" onClick={retry}>
                  {t('admin.payments.retry')}
                </Button>
              }
            >
              {t('admin.payments.loadError')}
            </Alert>
          ) : null}

          <Table
            caption={t('admin.payments.tableCaption')}
            captionHidden
            columns={columns}
            rows={response?.data ?? []}
            getRowKey={(p) => p.id}
            loading={loading && !response}
            empty={t('admin.payments.empty')}
          />
          <Pager
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            disabled={loading}
            label={t('admin.payments.pager')}
          />
        </>
      )}

      {emailing ? <InvoiceEmailDialog payment={emailing} onClose={() => setEmailing(null)} /> : null}
    </Stack>
  );
}
