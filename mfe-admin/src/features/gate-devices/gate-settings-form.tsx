import { readApiError } from 'api/client';
import {
  ANTI_PASSBACK_MODES,
  type AntiPassbackMode,
  type GateSettings,
  gateSettingsInputSchema,
} from 'api/contract/gate-access';
import { Button } from 'design-system/components/button';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useId, useState } from 'react';
import { adminErrorText, adminRuleText } from '../../lib/admin-error-text';
import { useSaveGateSettings } from './api/use-save-gate-settings';

type Values = { anti_passback: AntiPassbackMode; facility_code: string };

const valuesOf = (settings: GateSettings): Values => ({
  anti_passback: settings.anti_passback,
  facility_code: settings.facility_code === null ? '' : String(settings.facility_code),
});

/** One location's gate rules: anti-passback and the facility code its cards carry (capability `gate_devices`). */
export function GateSettingsForm({ settings }: { settings: GateSettings }) {
  const t = useT();
  const saveGateSettings = useSaveGateSettings();
  const saving = saveGateSettings.isPending;
  const legendId = useId();
  const [saved, setSaved] = useState(() => valuesOf(settings));
  const [values, setValues] = useState(saved);
  const [codeError, setCodeError] = useState<string | null>(null);
  const dirty = values.anti_passback !== saved.anti_passback || values.facility_code !== saved.facility_code;
  useDirtyForm(dirty);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const code = values.facility_code.trim();
    const checked = gateSettingsInputSchema.safeParse({
      anti_passback: values.anti_passback,
      facility_code: code === '' ? null : Number(code),
    });
    if (!checked.success) {
      setCodeError(adminRuleText(checked.error.issues[0]?.message, t) ?? t('admin.errors.invalidInput'));
      return;
    }
    setCodeError(null);
    try {
      const answer = await saveGateSettings.mutateAsync({
        locationId: settings.location_id,
        settings: checked.data,
      });
      const now = valuesOf(answer);
      setSaved(now);
      setValues(now);
      notify.success(t('admin.gateDevices.settings.saved', { location: answer.location_name }));
    } catch (error) {
      const info = readApiError(error);
      if (info?.code === 'invalid_input' && info.field === 'facility_code') {
        setCodeError(adminRuleText(info.rule, t) ?? t('admin.errors.invalidInput'));
      } else notify.error(adminErrorText(error, t));
    }
  };

  return (
    <form className="gate-settings" noValidate onSubmit={submit} aria-labelledby={legendId}>
      <h3 id={legendId} className="gate-settings__location">
        {settings.location_name}
      </h3>
      <div className="gate-settings__fields">
        <Select
          label={t('admin.gateDevices.settings.antiPassback')}
          hint={t('admin.gateDevices.settings.antiPassbackHint')}
          value={values.anti_passback}
          onChange={(event) => {
            const mode = event.currentTarget.value as AntiPassbackMode;
            setValues((current) => ({ ...current, anti_passback: mode }));
          }}
          options={ANTI_PASSBACK_MODES.map((mode) => ({
            value: mode,
            label: t(`admin.gateDevices.settings.modes.${mode}`),
          }))}
        />
        <TextField
          label={t('admin.gateDevices.settings.facilityCode')}
          hint={t('admin.gateDevices.settings.facilityCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={values.facility_code}
          error={codeError ?? undefined}
          onChange={(event) => {
            const code = event.currentTarget.value;
            setValues((current) => ({ ...current, facility_code: code }));
            setCodeError(null);
          }}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" loading={saving} disabled={!dirty && !saving}>
          {t('admin.gateDevices.settings.save')}
        </Button>
      </div>
    </form>
  );
}
