import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditRow } from 'api/contract/audit';
import { Button } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback, useMemo, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { AuditRowsTable, ShowOlderRows } from '../../lib/audit-rows';
import { downloadCsv } from '../../lib/download-csv';
import { useListQuery, useSearchBox } from '../../lib/use-list-query';
import { ACTIVITY_DEFAULTS, activityFilters } from './activity-filters';
import { auditQuery } from './api/get-audit';
import { getAuditCsv } from './api/get-audit-csv';
import '../../lib/admin-list.css';

/** Typing a person or a customer number asks the server once the staff member pauses. */
export const ACTIVITY_TYPING_DEBOUNCE_MS = 350;
const NO_ROWS: AuditRow[] = [];

/**
 * /admin/activity (capability `audit_view`): the record of staff actions and security events, newest
 * first, filtered by person, action, customer and garage dates (kept in the address), older rows on
 * demand, and the same rows as a CSV file, whose download is itself recorded.
 */
export function ActivityPage() {
  const t = useT();
  const [values, setValues] = useListQuery(ACTIVITY_DEFAULTS);
  const commitPerson = useCallback((person: string) => setValues({ person }, { replace: true }), [setValues]);
  const commitCustomer = useCallback(
    (customer: string) => setValues({ customer }, { replace: true }),
    [setValues],
  );
  const [personText, setPersonText] = useSearchBox(values.person, ACTIVITY_TYPING_DEBOUNCE_MS, commitPerson);
  const [customerText, setCustomerText] = useSearchBox(
    values.customer,
    ACTIVITY_TYPING_DEBOUNCE_MS,
    commitCustomer,
  );
  const filters = useMemo(() => activityFilters(values), [values]);
  const filtered = Object.keys(filters).length > 0;

  const read = useInfiniteQuery({
    ...auditQuery(filters),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.activity.loadError')) },
  });
  const rows = useMemo(() => read.data?.pages.flatMap((page) => page.rows) ?? NO_ROWS, [read.data]);

  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { csv, fileName } = await getAuditCsv(filters);
      downloadCsv(fileName, csv);
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.activity.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const actionOptions = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(`admin.audit.actions.${action}`),
  })).sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Stack gap={5} className="activity-page">
      <PageHeader
        title={t('admin.activity.title')}
        description={t('admin.activity.description')}
        actions={
          <Button variant="secondary" loading={downloading} disabled={downloading} onClick={download}>
            {t(downloading ? 'admin.activity.downloading' : 'admin.activity.downloadCsv')}
          </Button>
        }
      />
      <div className="admin-list__filters">
        <TextField
          label={t('admin.activity.filters.person')}
          hint={t('admin.activity.filters.personHint')}
          value={personText}
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setPersonText(event.currentTarget.value)}
        />
        <Select
          label={t('admin.activity.filters.action')}
          value={filters.action ?? ''}
          onChange={(event) => setValues({ action: event.currentTarget.value })}
          options={[{ value: '', label: t('admin.activity.filters.anyAction') }, ...actionOptions]}
        />
        <TextField
          label={t('admin.activity.filters.customer')}
          value={customerText}
          inputMode="numeric"
          maxLength={16}
          autoComplete="off"
          onChange={(event) => setCustomerText(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextField
          type="date"
          label={t('admin.activity.filters.from')}
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => setValues({ from: event.currentTarget.value })}
        />
        <TextField
          type="date"
          label={t('admin.activity.filters.to')}
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => setValues({ to: event.currentTarget.value })}
        />
      </div>
      <AuditRowsTable
        caption={t('admin.activity.caption')}
        rows={rows}
        loading={read.isFetching && !read.data}
        empty={t(
          read.isError && !read.data
            ? 'admin.activity.loadError'
            : filtered
              ? 'admin.activity.emptyFiltered'
              : 'admin.activity.empty',
        )}
      />
      <ShowOlderRows read={read} label={t('admin.activity.more')} />
    </Stack>
  );
}
