import type { Item } from 'api/contract/item';
import { type Plan, planText } from 'api/contract/plan-input';
import type { PendingPriceChange } from 'api/contract/plan-price-change';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Inline, PageHeader, Stack } from 'design-system/components/layout';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useId, useState } from 'react';
import { PlanFormDialog } from './plan-form-dialog';
import { usePlansAndItems } from './use-plans-and-items';
import '../../lib/admin-list.css';
import './plans-page.css';

const dash = (text: string) => (text.trim() === '' ? '—' : text);

/** The price, and under it a change still on its way to the autopay passes (docs/decisions/price-change-notice.md). */
function PlanPrice({ plan }: { plan: Plan & { pending_price_change?: PendingPriceChange | null } }) {
  const t = useT();
  const { language } = useLanguage();
  const pending = plan.pending_price_change;
  if (!pending) return formatMoney(plan.price_cents);
  return (
    <Stack gap={1}>
      <span>{formatMoney(plan.price_cents)}</span>
      <small>
        {t('admin.plans.pendingPrice', {
          old: formatMoney(pending.old_price_cents),
          date: formatLongDate(pending.effective_date, language),
          count: pending.notices_sent,
        })}
      </small>
    </Stack>
  );
}

export function PlansPage() {
  const t = useT();
  const { language } = useLanguage();
  const { plans, items, reload } = usePlansAndItems();
  // null: closed; { plan: null }: New Plan; { plan }: Edit Plan.
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const plansHeadingId = useId();
  const itemsHeadingId = useId();

  const planColumns: TableColumn<Plan>[] = [
    {
      id: 'name',
      header: t('admin.plans.columns.name'),
      rowHeader: true,
      className: 'admin-list__wrap',
      cell: (plan) => (
        <Inline gap={2}>
          <span>{planText(plan, language)}</span>
          {plan.autopay ? <Badge tone="info">{t('admin.plans.autopayBadge')}</Badge> : null}
          {plan.is_public ? null : <Badge>{t('admin.plans.hiddenBadge')}</Badge>}
        </Inline>
      ),
    },
    {
      id: 'description',
      header: t('admin.plans.columns.description'),
      className: 'admin-list__wrap',
      cell: (plan) => dash(planText(plan, language, 'description')),
    },
    {
      id: 'price',
      header: t('admin.plans.columns.price'),
      align: 'end',
      cell: (plan) => <PlanPrice plan={plan} />,
    },
    {
      id: 'edit',
      header: t('admin.plans.columns.edit'),
      align: 'end',
      cell: (plan) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('admin.plans.editPlan', { name: planText(plan, language) })}
          onClick={() => setEditing({ plan })}
        >
          {t('admin.plans.edit')}
        </Button>
      ),
    },
  ];

  const itemColumns: TableColumn<Item>[] = [
    {
      id: 'name',
      header: t('admin.plans.columns.name'),
      rowHeader: true,
      className: 'admin-list__wrap',
      cell: (item) => item.name,
    },
    {
      id: 'description',
      header: t('admin.plans.columns.description'),
      className: 'admin-list__wrap',
      cell: (item) => dash(item.description),
    },
    {
      id: 'price',
      header: t('admin.plans.columns.price'),
      align: 'end',
      cell: (item) => formatMoney(item.price_cents),
    },
  ];

  return (
    <Stack gap={5} className="plans-page">
      <PageHeader
        title={t('admin.plans.title')}
        actions={
          <>
            <Button variant="secondary" loading={plans.loading || items.loading} onClick={reload}>
              {t('admin.plans.reload')}
            </Button>
            <Button onClick={() => setEditing({ plan: null })}>{t('admin.plans.newPlan')}</Button>
          </>
        }
      />

      <section aria-labelledby={plansHeadingId}>
        <h2 id={plansHeadingId} className="plans-page__heading">
          {t('admin.plans.plansHeading')}
        </h2>
        <Table
          caption={t('admin.plans.plansHeading')}
          captionHidden
          columns={planColumns}
          rows={plans.rows}
          getRowKey={(plan) => plan.id}
          loading={plans.loading && plans.rows.length === 0}
          empty={t(plans.failed ? 'admin.plans.plansFailed' : 'admin.plans.noPlans')}
        />
      </section>

      <section aria-labelledby={itemsHeadingId}>
        <h2 id={itemsHeadingId} className="plans-page__heading">
          {t('admin.plans.itemsHeading')}
        </h2>
        <Table
          caption={t('admin.plans.itemsHeading')}
          captionHidden
          columns={itemColumns}
          rows={items.rows}
          getRowKey={(item) => item.id}
          loading={items.loading && items.rows.length === 0}
          empty={t(items.failed ? 'admin.plans.itemsFailed' : 'admin.plans.noItems')}
        />
      </section>

      {editing ? (
        <PlanFormDialog
          plan={editing.plan}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
