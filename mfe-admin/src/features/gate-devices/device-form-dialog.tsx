import { readApiError } from 'api/client';
import {
  GATE_DEVICE_KINDS,
  type GateDevice,
  type GateDeviceKind,
  type GateDeviceWithSecrets,
  type GateSettings,
  gateDeviceEditSchema,
  gateDeviceInputSchema,
} from 'api/contract/gate-access';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { useT } from 'design-system/i18n/language';
import { type FormEvent, useId, useState } from 'react';
import { adminErrorText, adminRuleText } from '../../lib/admin-error-text';
import { useEditDevice } from './api/use-edit-device';
import { useRegisterDevice } from './api/use-register-device';

type Values = { name: string; location_id: string; kind: GateDeviceKind; webhook_url: string };
type Field = keyof Values;
const FIELDS: readonly Field[] = ['name', 'location_id', 'kind', 'webhook_url'];

type DeviceFormDialogProps = {
  /** The device to edit, or null to register a new one. */
  device: GateDevice | null;
  locations: readonly GateSettings[];
  onClose: () => void;
  /** Registered (the list read again): the answer with the key and secret, shown next and only once. */
  onRegistered: (issued: GateDeviceWithSecrets) => void;
  onSaved: (device: GateDevice) => void;
};

/**
 * Register a device (name, location, direction, optional webhook address) or edit one (its location
 * stays: a key belongs to one location). The contract's schema checks the fields before sending, and
 * each field says what its rule wants; the server's own refusals show in the dialog, which stays open.
 */
export function DeviceFormDialog({
  device,
  locations,
  onClose,
  onRegistered,
  onSaved,
}: DeviceFormDialogProps) {
  const t = useT();
  const formId = useId();
  const [initial] = useState<Values>(() => ({
    name: device?.name ?? '',
    location_id: String(device?.location_id ?? locations[0]?.location_id ?? ''),
    kind: device?.kind ?? 'entry',
    webhook_url: device?.webhook_url ?? '',
  }));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const registerDevice = useRegisterDevice();
  const editDevice = useEditDevice();
  const saving = registerDevice.isPending || editDevice.isPending;
  const dirty = FIELDS.some((field) => values[field] !== initial[field]);
  useDirtyForm(dirty);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const ruleError = (rule: string | undefined) => adminRuleText(rule, t) ?? t('admin.errors.invalidInput');

  const showIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found: Partial<Record<Field, string>> = {};
    for (const issue of issues) {
      const field = String(issue.path[0]) as Field;
      if (FIELDS.includes(field)) found[field] ??= ruleError(issue.message);
    }
    setErrors(found);
  };

  const send = async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      const info = readApiError(error);
      const field = info?.field as Field | undefined;
      if (info?.code === 'invalid_input' && field && FIELDS.includes(field)) {
        setErrors({ [field]: ruleError(info.rule) });
      } else setRefusal(adminErrorText(error, t));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const typed = { name: values.name, kind: values.kind, webhook_url: values.webhook_url };
    if (device) {
      const checked = gateDeviceEditSchema.safeParse(typed);
      if (!checked.success) return showIssues(checked.error.issues);
      await send(async () =>
        onSaved(await editDevice.mutateAsync({ deviceId: device.id, edit: checked.data })),
      );
    } else {
      const checked = gateDeviceInputSchema.safeParse({ ...typed, location_id: Number(values.location_id) });
      if (!checked.success) return showIssues(checked.error.issues);
      await send(async () => onRegistered(await registerDevice.mutateAsync(checked.data)));
    }
  };

  return (
    <Dialog
      open
      title={
        device
          ? t('admin.gateDevices.form.editTitle', { name: device.name })
          : t('admin.gateDevices.form.registerTitle')
      }
      description={device ? undefined : t('admin.gateDevices.form.registerDescription')}
      onClose={saving ? () => {} : onClose}
      closeOnBackdropClick={!dirty}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t(device ? 'admin.gateDevices.form.save' : 'admin.gateDevices.form.registerSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="device-form" noValidate onSubmit={submit}>
        <TextField
          label={t('admin.gateDevices.form.name')}
          hint={t('admin.gateDevices.form.nameHint')}
          required
          maxLength={60}
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        {device ? null : (
          <Select
            label={t('admin.gateDevices.form.location')}
            required
            value={values.location_id}
            error={errors.location_id}
            onChange={set('location_id')}
            options={locations.map((location) => ({
              value: String(location.location_id),
              label: location.location_name,
            }))}
          />
        )}
        <Select
          label={t('admin.gateDevices.form.kind')}
          required
          value={values.kind}
          error={errors.kind}
          onChange={set('kind')}
          options={GATE_DEVICE_KINDS.map((kind) => ({
            value: kind,
            label: t(`admin.gateDevices.kinds.${kind}`),
          }))}
        />
        <TextField
          type="url"
          label={t('admin.gateDevices.form.webhookUrl')}
          hint={t('admin.gateDevices.form.webhookHint')}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          placeholder="https://"
          value={values.webhook_url}
          error={errors.webhook_url}
          onChange={set('webhook_url')}
        />
        {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      </form>
    </Dialog>
  );
}
