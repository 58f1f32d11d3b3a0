import { addDays } from 'api/contract/calendar-date';
import { type PassPlatesResponse, TEMPORARY_PLATE_MAX_DAYS } from 'api/contract/pass-plates';
import { plateSchema } from 'api/contract/plate';
import { normalizePlate, PLATE_MAX_LENGTH } from 'api/contract/plate-format';
import { isPlateRegion, PLATE_REGION_OPTIONS } from 'api/contract/plate-region';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Checkbox } from 'design-system/components/checkbox';
import { Stack } from 'design-system/components/layout';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import type { Pass } from '../../lib/portal-api';
import { useAddPassPlate } from './api/use-add-pass-plate';
import { platesErrorText } from './plates-error-text';

/**
 * Another plate for the pass: the signup's plate rule and "issued in" list, and for a rental or a
 * loaner its last day (today up to the server's latest, which the list's answer gives).
 */
export function AddPlateForm({ pass, plates }: { pass: Pass; plates: PassPlatesResponse }) {
  const t = useT();
  const { language } = useLanguage();
  const [plate, setPlate] = useState('');
  const [plateState, setPlateState] = useState('');
  const [temporary, setTemporary] = useState(false);
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<{ plate?: string; endsOn?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const addPassPlate = useAddPassPlate(pass);
  const busy = addPassPlate.isPending;
  const maxDate = plates.temporary_max_date;
  const minDate = addDays(maxDate, -TEMPORARY_PLATE_MAX_DAYS);
  const maxText = formatLongDate(maxDate, language);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!plateSchema.safeParse(plate).success) found.plate = t('plates.errors.plateFormat');
    if (temporary && !(endsOn >= minDate && endsOn <= maxDate))
      found.endsOn = t('plates.errors.endsOn', { date: maxText });
    setErrors(found);
    setFailure(null);
    if (found.plate || found.endsOn) return;
    try {
      const added = normalizePlate(plate);
      await addPassPlate.mutateAsync({
        plate: added,
        plateState: isPlateRegion(plateState) ? plateState : null,
        endsOn: temporary ? endsOn : null,
      });
      notify.success(t('plates.added', { plate: added }), { toastId: 'portal-plates' });
      setPlate('');
      setPlateState('');
      setTemporary(false);
      setEndsOn('');
    } catch (error) {
      setFailure(platesErrorText(error, t));
    }
  }

  return (
    <Card title={t('plates.addTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={3}>
          <TextField
            name="plate"
            label={t('plates.plate')}
            hint={t('plates.plateHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PLATE_MAX_LENGTH}
            value={plate}
            onChange={(event) => setPlate(normalizePlate(event.target.value))}
            error={errors.plate}
          />
          <Select
            name="plateState"
            label={t('plates.plateState')}
            placeholder={t('plates.plateStateUnsure')}
            value={plateState}
            onChange={(event) => setPlateState(event.target.value)}
            groups={[
              { label: t('plates.plateStateUs'), options: PLATE_REGION_OPTIONS.US },
              { label: t('plates.plateStateMx'), options: PLATE_REGION_OPTIONS.MX },
            ]}
          />
          <Checkbox
            name="temporary"
            label={t('plates.isTemporary')}
            checked={temporary}
            onChange={(event) => setTemporary(event.target.checked)}
          />
          {temporary ? (
            <TextField
              name="endsOn"
              type="date"
              label={t('plates.endsOn')}
              hint={t('plates.endsOnHint', { date: maxText })}
              min={minDate}
              max={maxDate}
              value={endsOn}
              onChange={(event) => setEndsOn(event.target.value)}
              error={errors.endsOn}
            />
          ) : null}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <Button type="submit" fullWidth loading={busy}>
            {t('plates.add')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
