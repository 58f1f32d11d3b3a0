import type { ProfileInvoice } from 'api/contract/admin-customers';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatInvoiceDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useId, useRef } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import type { LoadQueue } from './invoice-queue';
import { useLazyInvoices } from './use-lazy-invoices';

const TONES: Record<ProfileInvoice['status_key'], BadgeTone> = {
  paid: 'success',
  refunded: 'info',
  failed: 'danger',
  void: 'danger',
};

type InvoicesTableProps = { customerId: number; subscriptionId: number; queue: LoadQueue; prefetch: boolean };

/** Date, Amount, Status of a pass's invoices, fetched once the table is near the screen. */
export function InvoicesTable({ customerId, subscriptionId, queue, prefetch }: InvoicesTableProps) {
  const t = useT();
  const target = useRef<HTMLElement>(null);
  const headingId = useId();
  const state = useLazyInvoices(customerId, subscriptionId, target, queue, prefetch);

  const columns: TableColumn<ProfileInvoice>[] = [
    {
      id: 'date',
      header: t('admin.profile.invoices.date'),
      rowHeader: true,
      cell: (invoice) => formatInvoiceDate(invoice.paid_at ?? invoice.created_at),
    },
    {
      id: 'amount',
      header: t('admin.profile.invoices.amount'),
      align: 'end',
      cell: (invoice) => formatMoney(invoice.amount_cents),
    },
    {
      id: 'status',
      header: t('admin.profile.invoices.status'),
      cell: (invoice) => (
        <Badge tone={TONES[invoice.status_key]}>
          {t(`admin.profile.invoices.statuses.${invoice.status_key}`)}
        </Badge>
      ),
    },
  ];

  return (
    <section ref={target} className="invoices" aria-labelledby={headingId}>
      <h3 id={headingId} className="invoices__heading">
        {t('admin.profile.invoices.heading')}
      </h3>
      <Table
        caption={t('admin.profile.invoices.heading')}
        captionHidden
        columns={columns}
        rows={state.kind === 'loaded' ? state.rows : []}
        getRowKey={(invoice) => invoice.id}
        loading={state.kind === 'waiting' || state.kind === 'loading'}
        empty={
          state.kind === 'failed'
            ? adminErrorText(state.error, t, 'admin.profile.invoices.failed')
            : t('admin.profile.invoices.none')
        }
      />
    </section>
  );
}
