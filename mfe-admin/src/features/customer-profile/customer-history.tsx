import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'design-system/components/button';
import { useT } from 'design-system/i18n/language';
import { useId, useMemo, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { AuditRowsTable, ShowOlderRows } from '../../lib/audit-rows';
import { customerHistoryQuery } from './api/get-customer-history';

/**
 * The customer's History: every recorded staff action on them, their passes, vehicles and cards.
 * Closed at first and read only when opened: most visits to a profile serve the customer, not audit.
 */
export function CustomerHistory({ customerId }: { customerId: number }) {
  const t = useT();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const read = useInfiniteQuery({ ...customerHistoryQuery(customerId), enabled: open });
  const rows = useMemo(() => read.data?.pages.flatMap((page) => page.rows) ?? [], [read.data]);

  return (
    <section className="customer-history" aria-labelledby={headingId}>
      <div className="customer-history__header">
        <h2 id={headingId} className="customer-history__title">
          {t('admin.profile.history.title')}
        </h2>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'admin.profile.history.hide' : 'admin.profile.history.show')}
        </Button>
      </div>
      {open ? (
        <div id={bodyId} className="customer-history__body">
          <AuditRowsTable
            caption={t('admin.profile.history.caption')}
            rows={rows}
            linkCustomers={false}
            loading={read.isFetching && !read.data}
            empty={
              read.isError && !read.data
                ? adminErrorText(read.error, t, 'admin.profile.history.loadError')
                : t('admin.profile.history.empty')
            }
          />
          <ShowOlderRows read={read} label={t('admin.profile.history.more')} />
        </div>
      ) : null}
    </section>
  );
}
