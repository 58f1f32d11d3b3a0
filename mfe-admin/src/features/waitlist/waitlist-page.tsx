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
import { isOpenLead, type Lead, type StaffWaitlist } from './waitlist-types';
import './waitlist-page.css';

const TONES: Record<Lead['status'], BadgeTone> = {
  unconfirmed: 'neutral',
  waiting: 'info',
  offered: 'warning',
  bought: 'success',
  expired: 'danger',
  left: 'neutral',
  removed: 'neutral',
};

const NO_LEADS: Lead[] = [];

/** Why a hand-sent offer cannot work now (the server would refuse it), or null when it can. */
function offerBlockedBy(stats: StaffWaitlist['stats']): MessageKey | null {
  if (stats.spacesFree === 0) return 'admin.waitlist.errors.noSpace';
  if (stats.waiting === 0) return 'admin.waitlist.errors.empty';
  return null;
}
const fullName = (lead: Lead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ') || '—';

/** /admin/waitlist: the line, its tiles, the next offer on demand and removals (capability `waitlist`). */
export function WaitlistPage() {
  const t = useT();
  const { language } = useLanguage();
  const read = useQuery(waitlistQuery());
  const leads = read.data?.entries ?? NO_LEADS;
  const stats = read.data?.stats;
  const offerNextSpace = useOfferNextSpace();
  const removeLead = useRemoveLead();
  const [removing, setRemoving] = useState<Lead | null>(null);
  const whyId = useId();
  const blocked = stats ? offerBlockedBy(stats) : null;

  const dateTime = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;

  const statusText = (lead: Lead) => {
    if (lead.status === 'waiting')
      return t('admin.waitlist.statuses.waiting', { position: lead.position ?? '—' });
    if (lead.status === 'offered')
      return t('admin.waitlist.statuses.offered', {
        time: lead.offerExpiresAt ? dateTime(lead.offerExpiresAt) : '—',
      });
    return t(`admin.waitlist.statuses.${lead.status}`);
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

  const columns: TableColumn<Lead>[] = [
    {
      id: 'status',
      header: t('admin.waitlist.columns.status'),
      cell: (lead) => <Badge tone={TONES[lead.status]}>{statusText(lead)}</Badge>,
    },
    { id: 'email', header: t('admin.waitlist.columns.email'), rowHeader: true, cell: (lead) => lead.email },
    { id: 'name', header: t('admin.waitlist.columns.name'), cell: fullName },
    { id: 'plate', header: t('admin.waitlist.columns.plate'), cell: (lead) => lead.plate ?? '—' },
    {
      id: 'joined',
      header: t('admin.waitlist.columns.joined'),
      cell: (lead) => formatListDate(lead.joinedAt),
    },
    {
      id: 'actions',
      header: t('admin.waitlist.columns.actions'),
      headerHidden: true,
      align: 'end',
      cell: (lead) =>
        isOpenLead(lead) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('admin.waitlist.removeEntry', { email: lead.email })}
            onClick={() => setRemoving(lead)}
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
        rows={leads}
        getRowKey={(lead) => lead.id}
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
