import { useQuery } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import { type GarageDetails, garageDetailsSchema } from 'api/contract/garage-details';
import type { RuleCode } from 'api/contract/validation-rules';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { TextField } from 'design-system/components/text-field';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { type MessageKey, type TFunction, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { garageDetailsQuery } from './api/get-garage-details';
import { useSaveGarageDetails } from './api/use-save-garage-details';
import './garage-details-page.css';

type Values = {
  legal_name: string;
  address: string;
  tax_id: string;
  phone: string;
  email: string;
  hours_en: string;
  hours_es: string;
};
type Field = keyof Values;

// The contract's field paths (and a 400's `field`) -> this form's fields.
const FIELD_OF_PATH: Readonly<Record<string, Field>> = {
  legal_name: 'legal_name',
  address: 'address',
  tax_id: 'tax_id',
  phone: 'phone',
  email: 'email',
  'hours.en': 'hours_en',
  'hours.es': 'hours_es',
};

// Each field's rule (contract/garage-details.ts) in the staff member's words.
const RULE_KEYS: Partial<Record<RuleCode, MessageKey>> = {
  garage_legal_name: 'admin.garageDetails.rules.legalName',
  garage_address: 'admin.garageDetails.rules.address',
  garage_tax_id: 'admin.garageDetails.rules.taxId',
  garage_phone: 'admin.garageDetails.rules.phone',
  garage_email: 'admin.garageDetails.rules.email',
  garage_hours: 'admin.garageDetails.rules.hours',
};

function ruleText(rule: string | undefined, t: TFunction): string {
  const key = rule && Object.hasOwn(RULE_KEYS, rule) ? RULE_KEYS[rule as RuleCode] : undefined;
  return t(key ?? 'admin.errors.invalidInput');
}

const toValues = (details: GarageDetails): Values => ({
  legal_name: details.legal_name,
  address: details.address,
  tax_id: details.tax_id,
  phone: details.phone,
  email: details.email,
  hours_en: details.hours.en,
  hours_es: details.hours.es,
});

const toDetails = (values: Values) => ({
  legal_name: values.legal_name,
  address: values.address,
  tax_id: values.tax_id,
  phone: values.phone,
  email: values.email,
  hours: { en: values.hours_en, es: values.hours_es },
});

/**
 * /admin/garage-details (capability `garage_details`): the garage's legal name, address, tax id and
 * office contact, hours in both languages. Saved once for the landing page, the portal, e-mails and
 * receipts (docs/decisions/garage-details.md).
 */
export function GarageDetailsPage() {
  const t = useT();
  const read = useQuery(garageDetailsQuery());
  return (
    <Stack gap={5} className="garage-details-page">
      <PageHeader title={t('admin.garageDetails.title')} description={t('admin.garageDetails.description')} />
      {read.isPending ? <Loading /> : null}
      {read.isError ? (
        <Alert tone="danger">{adminErrorText(read.error, t, 'admin.garageDetails.loadError')}</Alert>
      ) : null}
      {read.data ? <GarageDetailsForm saved={read.data} /> : null}
    </Stack>
  );
}

function GarageDetailsForm({ saved }: { saved: GarageDetails }) {
  const t = useT();
  const saveGarageDetails = useSaveGarageDetails();
  const saving = saveGarageDetails.isPending;
  const [initial, setInitial] = useState(() => toValues(saved));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = (Object.keys(values) as Field[]).some((field) => values[field] !== initial[field]);
  useDirtyForm(dirty);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const checked = garageDetailsSchema.safeParse(toDetails(values));
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
        if (field) found[field] ??= ruleText(issue.message, t);
      }
      setErrors(found);
      return;
    }
    try {
      const answer = await saveGarageDetails.mutateAsync(checked.data);
      const next = toValues(answer);
      setInitial(next);
      setValues(next);
      setErrors({});
      notify.success(t('admin.garageDetails.saved'));
    } catch (error) {
      const info = readApiError(error);
      const field = info?.code === 'invalid_input' && info.field ? FIELD_OF_PATH[info.field] : undefined;
      if (field) setErrors({ [field]: ruleText(info?.rule, t) });
      else setRefusal(adminErrorText(error, t));
    }
  };

  const field = (
    name: Field,
    label: MessageKey,
    props: { hint?: MessageKey; maxLength: number; type?: string; autoComplete?: string },
  ) => (
    <TextField
      label={t(label)}
      hint={props.hint ? t(props.hint) : undefined}
      required={name !== 'tax_id'}
      type={props.type ?? 'text'}
      maxLength={props.maxLength}
      autoComplete={props.autoComplete ?? 'off'}
      value={values[name]}
      error={errors[name]}
      onChange={set(name)}
    />
  );

  return (
    <form className="garage-details-form" noValidate onSubmit={submit}>
      <fieldset className="garage-details-form__group">
        <legend>{t('admin.garageDetails.contactHeading')}</legend>
        {field('phone', 'admin.garageDetails.phone', { maxLength: 40, type: 'tel' })}
        {field('email', 'admin.garageDetails.email', { maxLength: 254, type: 'email' })}
        {field('hours_en', 'admin.garageDetails.hoursEn', { maxLength: 200 })}
        {field('hours_es', 'admin.garageDetails.hoursEs', { maxLength: 200 })}
        {field('address', 'admin.garageDetails.address', {
          hint: 'admin.garageDetails.addressHint',
          maxLength: 200,
        })}
      </fieldset>
      <fieldset className="garage-details-form__group">
        <legend>{t('admin.garageDetails.receiptHeading')}</legend>
        {field('legal_name', 'admin.garageDetails.legalName', {
          hint: 'admin.garageDetails.legalNameHint',
          maxLength: 120,
        })}
        {field('tax_id', 'admin.garageDetails.taxId', {
          hint: 'admin.garageDetails.taxIdHint',
          maxLength: 40,
        })}
      </fieldset>
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      <div>
        <Button type="submit" loading={saving}>
          {t('admin.garageDetails.save')}
        </Button>
      </div>
    </form>
  );
}
