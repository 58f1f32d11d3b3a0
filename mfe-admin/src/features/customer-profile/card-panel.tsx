import { useQuery } from '@tanstack/react-query';
import type { ProfileSubscription, ReactivationInfo } from 'api/contract/admin-customers';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { reactivationInfoQuery } from './api/get-reactivation-info';
import { useAssignCard } from './api/use-assign-card';
import { CardPickerDialog } from './card-picker-dialog';

type CardPanelProps = {
  pass: ProfileSubscription;
  canAssign: boolean;
  /** The `#card` target (SPEC section 2): one panel per page carries the id. */
  anchor: boolean;
};

/** The pass's access card; for an active pass without one, 'Pick card' and maybe 'Assign same card'. */
export function CardPanel({ pass, canAssign, anchor }: CardPanelProps) {
  const t = useT();
  const headingId = useId();
  const needsCard = canAssign && pass.status_key === 'active' && pass.card_id === null;
  // Only an extra shortcut: if it cannot be read, staff still pick a card from the list.
  const info: ReactivationInfo | null =
    useQuery({ ...reactivationInfoQuery(pass.client_id, pass.id), enabled: needsCard }).data ?? null;
  const [picking, setPicking] = useState(false);
  const assignCard = useAssignCard(pass);
  const assigning = assignCard.isPending;

  const assignSame = async () => {
    if (!info?.prev_card_id || assigning) return;
    try {
      await assignCard.mutateAsync(info.prev_card_id);
      notify.success(t('admin.profile.card.sameAssigned'));
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  return (
    <section id={anchor ? 'card' : undefined} className="card-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-panel__heading">
        {t('admin.profile.card.heading')}
      </h3>
      {pass.card_code ? (
        <p className="card-panel__code">
          <span>{t('admin.profile.card.code', { code: pass.card_code })}</span>{' '}
          {pass.card_status_key ? (
            <Badge tone={pass.card_status_key === 'assigned' ? 'success' : 'warning'}>
              {t(`admin.profile.card.statuses.${pass.card_status_key}`)}
            </Badge>
          ) : null}
        </p>
      ) : (
        <p className="card-panel__code">{t('admin.profile.card.none')}</p>
      )}
      {needsCard ? (
        <div className="card-panel__actions">
          {info?.can_assign_same && info.previous_card ? (
            <Button size="sm" loading={assigning} disabled={assigning} onClick={assignSame}>
              {t('admin.profile.card.assignSame', { code: info.previous_card })}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" disabled={assigning} onClick={() => setPicking(true)}>
            {t('admin.profile.card.pick')}
          </Button>
        </div>
      ) : null}
      {picking ? (
        <CardPickerDialog
          pass={pass}
          onClose={() => setPicking(false)}
          onAssigned={() => setPicking(false)}
        />
      ) : null}
    </section>
  );
}
