import { useQuery } from '@tanstack/react-query';
import { can } from 'api/contract/capabilities';
import { MAX_CARDS_PER_BATCH } from 'api/contract/cards';
import type { LocationSettings } from 'api/contract/online-sales-spaces-input';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Inline, PageHeader, Stack } from 'design-system/components/layout';
import { NumberField } from 'design-system/components/number-field';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { dollarsToCents } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { inventoryQuery } from './api/get-inventory';
import { useAddCards } from './api/use-add-cards';
import { useSaveOnlineSalesSpaces } from './api/use-save-online-sales-spaces';
import { useSaveRefundApprovalCents } from './api/use-save-refund-approval-cents';
import { parseCardNumbers, stageNumbers } from './parse-card-numbers';
import './cards-batch-page.css';

/**
 * The garage's only location. There is no locations list endpoint; id 1 is the location the landing
 * page counts (docs/decisions/card-stock-screens.md).
 */
const LOCATION_IDS = [1] as const;

export function CardsBatchPage() {
  const t = useT();
  const { role } = useSession();
  const [locationId, setLocationId] = useState<number>(LOCATION_IDS[0]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [staged, setStaged] = useState<string[]>([]);
  const addCards = useAddCards();

  const addNumbers = (event: FormEvent) => {
    event.preventDefault();
    const numbers = parseCardNumbers(from, to, MAX_CARDS_PER_BATCH + 1);
    if (numbers.length === 0) {
      notify.warning(t('admin.cardsBatch.invalidRange'));
      return;
    }
    const result = stageNumbers(staged, numbers, MAX_CARDS_PER_BATCH);
    setStaged(result.staged);
    if (result.overLimit > 0) {
      notify.warning(t('admin.cardsBatch.overLimit', { max: MAX_CARDS_PER_BATCH }));
    } else if (result.duplicates > 0) {
      notify.info(t('admin.cardsBatch.duplicatesSkipped', { count: result.duplicates }));
    }
    if (result.added > 0) {
      setFrom('');
      setTo('');
    }
  };

  const saveAll = async () => {
    if (staged.length === 0) {
      notify.info(t('admin.cardsBatch.noCards'));
      return;
    }
    try {
      const result = await addCards.mutateAsync({ locationId, cards: staged });
      notify.success(
        t('admin.cardsBatch.saved', { added: result.added.length, skipped: result.skipped.length }),
      );
      setStaged([]);
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.cardsBatch.saveError'));
    }
  };

  const columns: TableColumn<string>[] = [
    { id: 'code', header: t('admin.cardsBatch.cardNumber'), rowHeader: true, cell: (code) => code },
    {
      id: 'delete',
      header: t('admin.cardsBatch.actions'),
      headerHidden: true,
      align: 'end',
      cell: (code) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('admin.cardsBatch.deleteCard', { code })}
          onClick={() => setStaged((previous) => previous.filter((value) => value !== code))}
        >
          {t('admin.cardsBatch.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap={5} className="cards-batch">
      <PageHeader title={t('admin.cardsBatch.title')} />
      <Select
        label={t('admin.cardsBatch.location')}
        fieldClassName="cards-batch__location"
        value={String(locationId)}
        onChange={(event) => setLocationId(Number(event.currentTarget.value))}
        options={LOCATION_IDS.map((id) => ({
          value: String(id),
          label: t('admin.cardsBatch.locationOption', { id }),
        }))}
      />

      <div className="cards-batch__columns">
        <Card title={t('admin.cardsBatch.addHeading')}>
          <form className="cards-batch__range" onSubmit={addNumbers} noValidate>
            <TextField
              label={t('admin.cardsBatch.from')}
              hint={t('admin.cardsBatch.fromHint')}
              value={from}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <TextField
              label={t('admin.cardsBatch.to')}
              hint={t('admin.cardsBatch.toHint')}
              value={to}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => setTo(event.currentTarget.value)}
            />
            <Button type="submit" variant="secondary">
              {t('admin.cardsBatch.add')}
            </Button>
          </form>
        </Card>
        <Card title={t('admin.cardsBatch.instructionsHeading')} tone="muted">
          <ul className="cards-batch__instructions">
            <li>{t('admin.cardsBatch.instructions1')}</li>
            <li>{t('admin.cardsBatch.instructions2')}</li>
            <li>{t('admin.cardsBatch.instructions3')}</li>
            <li>{t('admin.cardsBatch.instructions4')}</li>
          </ul>
        </Card>
      </div>

      <Card
        title={t('admin.cardsBatch.stagedHeading')}
        actions={
          <Button loading={addCards.isPending} onClick={saveAll}>
            {t('admin.cardsBatch.saveAll')}
          </Button>
        }
      >
        <Stack gap={3}>
          <p className="cards-batch__count" aria-live="polite">
            {t('admin.cardsBatch.stagedCount', { count: staged.length, max: MAX_CARDS_PER_BATCH })}
          </p>
          <Table
            caption={t('admin.cardsBatch.stagedHeading')}
            captionHidden
            className="cards-batch__staged"
            columns={columns}
            rows={staged}
            getRowKey={(code) => code}
            empty={t('admin.cardsBatch.empty')}
          />
        </Stack>
      </Card>

      <OnlineSalesLimit locationId={locationId} />
      {can(role, 'refund_approve') ? <RefundApprovalThreshold locationId={locationId} /> : null}
    </Stack>
  );
}

function OnlineSalesLimit({ locationId }: { locationId: number }) {
  const t = useT();
  const inventory =
    useQuery({
      ...inventoryQuery(locationId),
      meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.cardsBatch.inventoryError')) },
    }).data ?? null;
  const [limit, setLimit] = useState('');
  const saveLimit = useSaveOnlineSalesSpaces(locationId);
  const [invalid, setInvalid] = useState(false);
  // The field starts from each inventory the server answers (a garage chosen, a limit saved).
  const [shown, setShown] = useState<LocationSettings | null>(null);
  if (inventory !== shown) {
    setShown(inventory);
    if (inventory) setLimit(String(inventory.online_sales_spaces));
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const spaces = Number(limit);
    if (limit.trim() === '' || !Number.isInteger(spaces) || spaces < 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      await saveLimit.mutateAsync(spaces);
      notify.success(t('admin.cardsBatch.limitUpdated'));
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.cardsBatch.limitError'));
    }
  };

  return (
    <Card title={t('admin.cardsBatch.limitHeading')}>
      <form className="cards-batch__limit" onSubmit={apply} noValidate>
        <NumberField
          label={t('admin.cardsBatch.maxOnline')}
          hint={t('admin.cardsBatch.maxOnlineHint')}
          error={invalid ? t('admin.cardsBatch.limitInvalid') : undefined}
          min={0}
          step={1}
          value={limit}
          onChange={(event) => setLimit(event.currentTarget.value)}
        />
        <Inline gap={3} align="center">
          <Button type="submit" loading={saveLimit.isPending} disabled={inventory === null}>
            {t('admin.cardsBatch.applyLimit')}
          </Button>
          {inventory ? (
            <span aria-live="polite">{t('admin.cardsBatch.available', { count: inventory.availables })}</span>
          ) : null}
        </Inline>
      </form>
    </Card>
  );
}

/** The refund above which a second person approves, typed in dollars and saved in whole cents. */
function RefundApprovalThreshold({ locationId }: { locationId: number }) {
  const t = useT();
  // The limit's card reads the same settings: the same meta, so one failure is told once, either way.
  const settings =
    useQuery({
      ...inventoryQuery(locationId),
      meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.cardsBatch.inventoryError')) },
    }).data ?? null;
  const [amount, setAmount] = useState('');
  const saveThreshold = useSaveRefundApprovalCents(locationId);
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState<LocationSettings | null>(null);
  if (settings !== shown) {
    setShown(settings);
    if (settings) setAmount((settings.refund_approval_cents / 100).toFixed(2));
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    if (cents === null || cents < 0 || !/^\s*\$?\s*[\d,]*(\.\d{0,2})?\s*$/.test(amount)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      await saveThreshold.mutateAsync(cents);
      notify.success(t('admin.cardsBatch.refundThresholdUpdated'));
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.cardsBatch.refundThresholdError'));
    }
  };

  return (
    <Card title={t('admin.cardsBatch.refundHeading')}>
      <form className="cards-batch__limit" onSubmit={apply} noValidate>
        <TextField
          label={t('admin.cardsBatch.refundThreshold')}
          hint={t('admin.cardsBatch.refundThresholdHint')}
          error={invalid ? t('admin.cardsBatch.refundThresholdInvalid') : undefined}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <div>
          <Button type="submit" loading={saveThreshold.isPending} disabled={settings === null}>
            {t('admin.cardsBatch.applyRefundThreshold')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
