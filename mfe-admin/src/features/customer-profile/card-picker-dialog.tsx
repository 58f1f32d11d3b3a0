import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileSubscription } from 'api/contract/admin-customers';
import { CARDS_LIST_DEFAULT_LIMIT } from 'api/contract/cards';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { unassignedCardsQuery } from './api/get-unassigned-cards';
import { patchSubscription } from './profile-api';

type CardPickerDialogProps = {
  pass: ProfileSubscription;
  onClose: () => void;
  onAssigned: () => void;
};

/**
 * 'Select a card': the unassigned cards of the pass's garage (the API's first 100 by number, and the
 * dialog says so when it got that many); Assign once one is picked.
 */
export function CardPickerDialog({ pass, onClose, onAssigned }: CardPickerDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const cards = useQuery({
    ...unassignedCardsQuery(pass.location_id),
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.profile.card.loadError')) },
  });
  const list = cards.isError ? [] : (cards.data ?? null);
  const forgetList = () =>
    queryClient.invalidateQueries({
      queryKey: unassignedCardsQuery(pass.location_id).queryKey,
      refetchType: 'none',
    });
  const [picked, setPicked] = useState<number | null>(null);
  const [assigning, setAssigning] = useState(false);
  const name = useId();

  const assign = async () => {
    if (picked === null || assigning) return;
    setAssigning(true);
    try {
      // The card this view showed: a second tap, or a colleague's assignment meanwhile, is then a 409
      // on the server instead of silently replacing the card just given.
      await patchSubscription(pass.id, { card_id: picked, expected_card_id: pass.card_id });
      void forgetList();
      notify.success(t('admin.profile.card.assigned'));
      onAssigned();
    } catch (error) {
      // Someone else may have taken that card meanwhile: the list is read again on the next opening.
      void forgetList();
      notify.error(adminErrorText(error, t));
      setAssigning(false);
    }
  };

  return (
    <Dialog
      open
      title={t('admin.profile.card.dialogTitle')}
      description={t('admin.profile.card.dialogHint', { location: pass.location_name })}
      onClose={assigning ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={assigning}>
            {t('common.cancel')}
          </Button>
          <Button onClick={assign} loading={assigning} disabled={picked === null || assigning}>
            {t('admin.profile.card.assign')}
          </Button>
        </>
      }
    >
      {list === null ? (
        <Loading />
      ) : list.length === 0 ? (
        <p>{t('admin.profile.card.empty')}</p>
      ) : (
        <>
          {list.length >= CARDS_LIST_DEFAULT_LIMIT ? (
            <p>{t('admin.profile.card.firstOnly', { count: CARDS_LIST_DEFAULT_LIMIT })}</p>
          ) : null}
          <fieldset className="card-picker" disabled={assigning}>
            <legend className="card-picker__legend">{t('admin.profile.card.dialogTitle')}</legend>
            {list.map((card) => (
              <label key={card.id} className="card-picker__option">
                <input
                  type="radio"
                  name={name}
                  value={card.id}
                  checked={picked === card.id}
                  onChange={() => setPicked(card.id)}
                />
                {t('admin.profile.card.code', { code: card.code })}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </Dialog>
  );
}
