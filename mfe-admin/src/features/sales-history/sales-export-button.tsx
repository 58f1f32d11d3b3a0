import { Button } from 'design-system/components/button';
import { formatListDate } from 'design-system/format/dates';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { downloadCsv } from '../../lib/download-csv';
import { getSales } from './api/get-sales';
import { fetchAllPages, salesCsv, salesCsvFileName } from './sales-csv';
import type { SalesFilters } from './sales-filters';

type SalesExportButtonProps = { filters: SalesFilters; search: string; disabled?: boolean };

/** Downloads every sale the filters match (not only the page shown) as CSV. */
export function SalesExportButton({ filters, search, disabled }: SalesExportButtonProps) {
  const t = useT();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const sales = await fetchAllPages((offset, limit) =>
        getSales({ ...filters, q: search || undefined, limit, offset, order: 'sold_at desc' }),
      );
      const csv = salesCsv(sales, {
        header: [
          t('admin.sales.columns.id'),
          t('admin.sales.columns.date'),
          t('admin.sales.columns.customer'),
          t('admin.sales.columns.plate'),
          t('admin.sales.columns.type'),
          t('admin.sales.columns.amount'),
          t('admin.sales.columns.refunded'),
          t('admin.sales.columns.kept'),
        ],
        type: (type) => t(`admin.sales.types.${type}`),
        date: (soldAt) => formatListDate(soldAt),
      });
      downloadCsv(salesCsvFileName(filters, filters.type), csv);
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.sales.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" loading={exporting} disabled={disabled || exporting} onClick={exportCsv}>
      {t(exporting ? 'admin.sales.exporting' : 'admin.sales.exportCsv')}
    </Button>
  );
}
