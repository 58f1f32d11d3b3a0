import type { ProfileSubscription } from 'api/contract/admin-customers';
import { plateSchema } from 'api/contract/plate';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useChangePlate } from './api/use-change-plate';

type PlateChangeDialogProps = {
  pass: ProfileSubscription;
  onClose: () => void;
};

/**
 * 'Change plate' (docs/decisions/staff-plate-change.md): the contract's plate rule checked before
 * sending (spaces and dashes dropped, upper-cased), the server's refusals (another live pass or a banned
 * vehicle has it, another vehicle on file) shown in the dialog, which stays open to fix the plate.
 */
export function PlateChangeDialog({ pass, onClose }: PlateChangeDialogProps) {
  const t = useT();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const changePlate = useChangePlate(pass.client_id);
  const saving = changePlate.isPending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = plateSchema.safeParse(typed);
    setInvalid(!parsed.success);
    setRefusal(null);
    if (!parsed.success) return;
    try {
      const answer = await changePlate.mutateAsync({
        vehicleId: pass.car_id,
        change: { plate: parsed.data },
      });
      notify.success(
        answer.changed
          ? t('admin.profile.plate.changed', { from: answer.previous_plate, to: answer.vehicle.plate })
          : t('admin.profile.plate.unchanged', { plate: answer.vehicle.plate }),
      );
      onClose();
    } catch (error) {
      setRefusal(adminErrorText(error, t));
    }
  };

  return (
    <Dialog
      open
      title={t('admin.profile.plate.title')}
      description={t('admin.profile.plate.description', { plate: pass.plate })}
      onClose={saving ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('admin.profile.actions.back')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={saving}>
            {t('admin.profile.plate.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="plate-change" onSubmit={submit} noValidate>
        <TextField
          label={t('admin.profile.plate.newPlate')}
          hint={t('admin.profile.plate.hint')}
          error={invalid ? t('admin.profile.plate.invalid') : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          required
          value={typed}
          disabled={saving}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      </form>
    </Dialog>
  );
}
