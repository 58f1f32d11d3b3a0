import type { ProfileSubscription } from 'api/contract/admin-customers';
import { plateSchema } from 'api/contract/plate';
import { PLATE_REGION_OPTIONS, plateRegionName } from 'api/contract/plate-region';
import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { formatListDate } from 'design-system/format/dates';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useAddPassPlate } from './api/use-add-pass-plate';
import { useRemovePassPlate } from './api/use-remove-pass-plate';

/**
 * Every plate of the pass (docs/decisions/pass-plates.md): the main one and those the owner or staff
 * added, a temporary one with its last day. With the capability to edit a profile, staff add and
 * remove them (the server records who, and e-mails the customer); the weekly limit is the owner's only.
 */
export function PassPlatesPanel({ pass, canEdit }: { pass: ProfileSubscription; canEdit: boolean }) {
  const t = useT();
  const addPassPlate = useAddPassPlate(pass.client_id);
  const removePassPlate = useRemovePassPlate(pass.client_id);
  const [plate, setPlate] = useState('');
  const [plateState, setPlateState] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = addPassPlate.isPending || removePassPlate.isPending;
  const live = pass.status_key === 'active';
  const editable = canEdit && live;

  async function run(work: () => Promise<unknown>, done: string) {
    setRefusal(null);
    try {
      await work();
      notify.success(done);
      return true;
    } catch (error) {
      setRefusal(adminErrorText(error, t));
      return false;
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = plateSchema.safeParse(plate);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    const added = await run(
      () =>
        addPassPlate.mutateAsync({
          passId: pass.id,
          plate: { plate: parsed.data, plate_state: plateState || null, ends_on: endsOn || null },
        }),
      t('admin.profile.plates.added', { plate: parsed.data }),
    );
    if (added) {
      setPlate('');
      setPlateState('');
      setEndsOn('');
    }
  }

  const rows = [
    { id: null, plate: pass.plate, plate_state: pass.plate_state, ends_on: null },
    ...pass.added_plates,
  ];
  return (
    <div className="pass-plates">
      <h3 className="card-panel__heading">{t('admin.profile.plates.heading')}</h3>
      <p className="pass-plates__hint">{t('admin.profile.plates.oneInside')}</p>
      <ul className="pass-plates__list">
        {rows.map((row) => {
          const state = plateRegionName(row.plate_state);
          const removable = editable ? row.id : null;
          return (
            <li key={row.id ?? 'main'} className="pass-plates__row">
              <strong>{row.plate}</strong>
              {state ? <span>{state}</span> : null}
              {row.id === null ? <Badge tone="info">{t('admin.profile.plates.main')}</Badge> : null}
              {row.ends_on ? (
                <Badge tone="warning">
                  {t('admin.profile.plates.temporaryUntil', { date: formatListDate(row.ends_on) })}
                </Badge>
              ) : null}
              {removable !== null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => removePassPlate.mutateAsync({ passId: pass.id, plateId: removable }),
                      t('admin.profile.plates.removed', { plate: row.plate }),
                    )
                  }
                >
                  {t('admin.profile.plates.remove', { plate: row.plate })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      {editable && rows.length < 4 ? (
        <form className="pass-plates__form" onSubmit={(event) => void add(event)} noValidate>
          <TextField
            label={t('admin.profile.plates.newPlate')}
            error={invalid ? t('admin.profile.plates.invalid') : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            value={plate}
            onChange={(event) => setPlate(event.target.value)}
          />
          <Select
            label={t('admin.profile.plates.issuedIn')}
            placeholder={t('admin.profile.plates.unknown')}
            value={plateState}
            onChange={(event) => setPlateState(event.target.value)}
            groups={[
              { label: t('admin.profile.vehicle.plateStateUs'), options: PLATE_REGION_OPTIONS.US },
              { label: t('admin.profile.vehicle.plateStateMx'), options: PLATE_REGION_OPTIONS.MX },
            ]}
          />
          <TextField
            type="date"
            label={t('admin.profile.plates.lastDay')}
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
          />
          <Button type="submit" size="sm" loading={busy}>
            {t('admin.profile.plates.add')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
