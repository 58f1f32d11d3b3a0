import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfileSubscription } from 'api/contract/admin-customers';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Loading } from 'design-system/components/spinner';
import { TextField } from 'design-system/components/text-field';
import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import {
  CARD_PICKER_LIMIT,
  unassignedCardCountQuery,
  unassignedCardsQuery,
} from './api/get-unassigned-cards';
import { useAssignCard } from './api/use-assign-card';

/** Typing pauses this long before the list is asked for again. */
export const CARD_SEARCH_DEBOUNCE_MS = 300;

type CardPickerDialogProps = {
  pass: ProfileSubscription;
  onClose: () => void;
  /** Assigned, and the profile read again. */
  onAssigned: () => void;
};

/**
 * 'Select a card': the unassigned cards of the pass's garage whose number starts with the search,
 * a screenful at a time (the server searches), saying how many more match; Assign once one is picked.
 */
export function CardPickerDialog({ pass, onClose, onAssigned }: CardPickerDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), CARD_SEARCH_DEBOUNCE_MS);
  const cards = useQuery({
    ...unassignedCardsQuery(pass.location_id, q),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.profile.card.loadError')) },
  });
  const list = cards.isError ? [] : (cards.data ?? null);
  const full = list !== null && list.length >= CARD_PICKER_LIMIT && !cards.isPlaceholderData;
  // Only a full list may hide more cards: the count is asked for then, never for a short list.
  const matching = useQuery({ ...unassignedCardCountQuery(pass.location_id, q), enabled: full }).data;
  const more = full && matching !== undefined ? Math.max(0, matching - list.length) : 0;
  const [picked, setPicked] = useState<number | null>(null);
  // A card the search no longer shows is not the one Assign gives.
  const chosen = list?.some((card) => card.id === picked) ? picked : null;
  const assignCard = useAssignCard(pass);
  const assigning = assignCard.isPending;
  const name = useId();

  const assign = async () => {
    if (chosen === null || assigning) return;
    try {
      await assignCard.mutateAsync(chosen);
      notify.success(t('admin.profile.card.assigned'));
      onAssigned();
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  const summary =
    list === null || (list.length === 0 && q === '')
      ? ''
      : list.length === 0
        ? t('admin.profile.card.noMatch', { q })
        : more > 0
          ? t('admin.profile.card.more', { count: more })
          : t('admin.profile.card.shown', { count: list.length });

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
          <Button onClick={assign} loading={assigning} disabled={chosen === null || assigning}>
            {t('admin.profile.card.assign')}
          </Button>
        </>
      }
    >
      {list !== null && list.length === 0 && q === '' && typed.trim() === '' ? (
        <p>{t('admin.profile.card.empty')}</p>
      ) : (
        <div className="card-picker-search">
          <TextField
            type="search"
            inputMode="numeric"
            autoComplete="off"
            label={t('admin.profile.card.search')}
            hint={t('admin.profile.card.searchHint')}
            value={typed}
            disabled={assigning}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {/* Announced as the list narrows, so a screen reader hears what the search left. */}
          <p className="card-picker-search__summary" role="status">
            {summary}
          </p>
          {list === null ? (
            <Loading />
          ) : list.length === 0 ? null : (
            <fieldset className="card-picker" disabled={assigning} aria-busy={cards.isPlaceholderData}>
              <legend className="card-picker__legend">{t('admin.profile.card.dialogTitle')}</legend>
              {list.map((card) => (
                <label key={card.id} className="card-picker__option">
                  <input
                    type="radio"
                    name={name}
                    value={card.id}
                    checked={chosen === card.id}
                    onChange={() => setPicked(card.id)}
                  />
                  {t('admin.profile.card.code', { code: card.code })}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
    </Dialog>
  );
}
