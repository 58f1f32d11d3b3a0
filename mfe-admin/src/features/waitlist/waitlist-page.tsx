import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Table, type TableColumn } from 'design-system/components/table';
import { Tile, TileGrid } from 'design-system/components/tile';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { type MessageKey, useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useId, useState } from 'react';
import { waitlistQuery } from './api/get-waitlist';
import { useOfferNextSpace } from './api/use-offer-next-space';
import { useRemoveLead } from './api/use-remove-lead';
import { waitlistErrorText } from './waitlist-error-text';
import { isOpenEntry, type StaffWaitlist, type StaffWaitlistEntry } from './waitlist-types';
import './waitlist-page.css';

const TONES: Record<StaffWaitlistEntry['status'], BadgeTone> = {
  unconfirmed: 'neutral',
  waiting: 'info',
  offered: 'warning',
  bought: 'success',
  expired: 'danger',
  left: 'neutral',
  removed: 'neutral',
};

const NO_ENTRIES: StaffWaitlistEntry[] = [];

/** Why a hand-sent offer cannot work now (the server would refuse it), or null when it can. */
function offerBlockedBy(stats: StaffWaitlist['stats']): MessageKey | null {
  if (stats.spacesFree === 0) return 'admin.waitlist.errors.noSpace';
  if (stats.waiting === 0) return 'admin.waitlist.errors.empty';
  return null;
}
const fullName = (entry: StaffWaitlistEntry) =>
  [entry.firstName, entry.lastName].filter(Boolean).join(' ') || '—';

/** /admin/waitlist: the line, its tiles, the next offer on demand and removals (capability `waitlist`). */
export function WaitlistPage() {
  const t = useT();
  const { language } = useLanguage();
  const read = useQuery(waitlistQuery());
  const entries = read.data?.entries ?? NO_ENTRIES;
  const stats = read.data?.stats;
  const offerNextSpace = useOfferNextSpace();
  const removeLead = useRemoveLead();
  const [removing, setRemoving] = useState<StaffWaitlistEntry | null>(null);
  const whyId = useId();
  const blocked = stats ? offerBlockedBy(stats) : null;

  const dateTime = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;

  const statusText = (entry: StaffWaitlistEntry) => {
    if (entry.status === 'waiting')
      return t('admin.waitlist.statuses.waiting', { position: entry.position ?? '—' });
    if (entry.status === 'offered')
      return t('admin.waitlist.statuses.offered', {
        time: entry.offerExpiresAt ? dateTime(entry.offerExpiresAt) : '—',
      });
    return t(`admin.waitlist.statuses.${entry.status}`);
  };

  const sendOffer = async () => {
    try {
      const offered = await offerNextSpace.mutateAsync();
      notify.success(t('admin.waitlist.offerSent', { email: offered.email }));
    } catch (error) {
      notify.error(waitlistErrorText(error, t));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeLead.mutateAsync(removing.id);
      notify.success(t('admin.waitlist.removed', { email: removing.email }));
    } catch (error) {
      notify.error(waitlistErrorText(error, t));
    } finally {
      setRemoving(null);
    }
  };

  const columns: TableColumn<StaffWaitlistEntry>[] = [
    {
      id: 'status',
      header: t('admin.waitlist.columns.status'),
      cell: (entry) => <Badge tone={TONES[entry.status]}>{statusText(entry)}</Badge>,
    },
    { id: 'email', header: t('admin.waitlist.columns.email'), rowHeader: true, cell: (entry) => entry.email },
    { id: 'name', header: t('admin.waitlist.columns.name'), cell: fullName },
    { id: 'plate', header: t('admin.waitlist.columns.plate'), cell: (entry) => entry.plate ?? '—' },
    {
      id: 'joined',
      header: t('admin.waitlist.columns.joined'),
      cell: (entry) => formatListDate(entry.joinedAt),
    },
    {
      id: 'actions',
      header: t('admin.waitlist.columns.actions'),
      headerHidden: true,
      align: 'end',
      cell: (entry) =>
        isOpenEntry(entry) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('admin.waitlist.removeEntry', { email: entry.email })}
            onClick={() => setRemoving(entry)}
          >
            {t('admin.waitlist.remove')}
          </Button>
        ) : null,
    },
  ];

  const averageWait =
    stats?.averageWaitDays === null || stats?.averageWaitDays === undefined
      ? '—'
      : t('admin.waitlist.days', { days: Math.round(stats.averageWaitDays * 10) / 10 });

  return (
    <Stack gap={5} className="waitlist-page">
      <PageHeader
        title={t('admin.waitlist.title')}
        description={t('admin.waitlist.description', { hours: stats?.offerHours ?? 48 })}
        actions={
          <div className="waitlist-page__offer">
            <Button
              onClick={() => void sendOffer()}
              loading={offerNextSpace.isPending}
              disabled={!stats || blocked !== null}
              aria-describedby={blocked ? whyId : undefined}
            >
              {t('admin.waitlist.offerNext')}
            </Button>
            {blocked ? (
              <p id={whyId} className="waitlist-page__why">
                {t(blocked)}
              </p>
            ) : null}
          </div>
        }
      />
      <TileGrid label={t('admin.waitlist.tiles')}>
        <Tile label={t('admin.waitlist.waiting')} value={stats ? stats.waiting : '—'} />
        <Tile label={t('admin.waitlist.offersOut')} value={stats ? stats.offered : '—'} />
        <Tile label={t('admin.waitlist.averageWait')} value={averageWait} />
        <Tile label={t('admin.waitlist.spacesFree')} value={stats ? stats.spacesFree : '—'} />
      </TileGrid>
      <Table
        caption={t('admin.waitlist.caption')}
        captionHidden
        columns={columns}
        rows={entries}
        getRowKey={(entry) => entry.id}
        loading={read.isPending}
        empty={t(read.isError ? 'admin.waitlist.loadError' : 'admin.waitlist.empty')}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.waitlist.removeDialog.title')}
        message={t('admin.waitlist.removeDialog.message', { email: removing?.email ?? '' })}
        confirmLabel={t('admin.waitlist.removeDialog.confirm')}
        cancelLabel={t('admin.waitlist.removeDialog.cancel')}
        busy={removeLead.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
