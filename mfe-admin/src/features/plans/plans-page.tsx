import type { Item, Plan } from 'api/contract';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Inline, PageHeader, Stack } from 'design-system/components/layout';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatMoney } from 'design-system/format/money';
import { useId, useState } from 'react';
import { PlanFormDialog } from './plan-form-dialog';
import { usePlansAndItems } from './use-plans-and-items';
import './plans-page.css';

const dash = (text: string) => (text.trim() === '' ? '—' : text);

export function PlansPage() {
  const { plans, items, reload, upsertPlan } = usePlansAndItems();
  // null: closed; { plan: null }: New Plan; { plan }: Edit Plan.
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const plansHeadingId = useId();
  const itemsHeadingId = useId();

  const planColumns: TableColumn<Plan>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      className: 'plans-page__wrap',
      cell: (plan) => (
        <Inline gap={2}>
          <span>{plan.name}</span>
          {plan.autopay ? <Badge tone="info">Auto-pay</Badge> : null}
          {plan.is_public ? null : <Badge>Hidden</Badge>}
        </Inline>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      className: 'plans-page__wrap',
      cell: (plan) => dash(plan.description),
    },
    { id: 'price', header: 'Price', align: 'end', cell: (plan) => formatMoney(plan.price_cents) },
    {
      id: 'edit',
      header: 'Edit',
      align: 'end',
      cell: (plan) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Edit ${plan.name}`}
          onClick={() => setEditing({ plan })}
        >
          Edit
        </Button>
      ),
    },
  ];

  const itemColumns: TableColumn<Item>[] = [
    { id: 'name', header: 'Name', rowHeader: true, className: 'plans-page__wrap', cell: (item) => item.name },
    {
      id: 'description',
      header: 'Description',
      className: 'plans-page__wrap',
      cell: (item) => dash(item.description),
    },
    { id: 'price', header: 'Price', align: 'end', cell: (item) => formatMoney(item.price_cents) },
  ];

  return (
    <Stack gap={5} className="plans-page">
      <PageHeader
        title="Plans & Items"
        actions={
          <>
            <Button variant="secondary" loading={plans.loading || items.loading} onClick={reload}>
              Reload
            </Button>
            <Button onClick={() => setEditing({ plan: null })}>New Plan</Button>
          </>
        }
      />

      <section aria-labelledby={plansHeadingId}>
        <h2 id={plansHeadingId} className="plans-page__heading">
          Plans
        </h2>
        <Table
          caption="Plans"
          captionHidden
          columns={planColumns}
          rows={plans.rows}
          getRowKey={(plan) => plan.id}
          loading={plans.loading && plans.rows.length === 0}
          empty={plans.failed ? 'Plans could not be loaded. Use Reload to try again.' : 'No plans found.'}
        />
      </section>

      <section aria-labelledby={itemsHeadingId}>
        <h2 id={itemsHeadingId} className="plans-page__heading">
          Products / Items
        </h2>
        <Table
          caption="Products / Items"
          captionHidden
          columns={itemColumns}
          rows={items.rows}
          getRowKey={(item) => item.id}
          loading={items.loading && items.rows.length === 0}
          empty={items.failed ? 'Items could not be loaded. Use Reload to try again.' : 'No items found.'}
        />
      </section>

      {editing ? (
        <PlanFormDialog
          plan={editing.plan}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            upsertPlan(saved);
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
