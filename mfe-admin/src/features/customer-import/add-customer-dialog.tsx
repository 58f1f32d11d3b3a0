import { useQuery } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import { type NewCustomerInput, newCustomerSchema } from 'api/contract/customer-import';
import { planText } from 'api/contract/plan-input';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { publicPlansQuery } from './api/get-public-plans';
import { useCreateCustomer } from './api/use-create-customer';
import { codeText } from './code-text';
import './customer-import.css';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  phone_dial: '+1' | '+52';
  phone: string;
  language: 'en' | 'es';
  type: 'car' | 'motorcycle';
  plate: string;
  make: string;
  model: string;
  year: string;
  color: string;
  plan_id: string;
  start_date: string;
  next_renewal_date: string;
  card_code: string;
};

const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone_dial: '+1',
  phone: '',
  language: 'en',
  type: 'car',
  plate: '',
  make: '',
  model: '',
  year: '',
  color: '',
  plan_id: '',
  start_date: '',
  next_renewal_date: '',
  card_code: '',
};

function toInput(values: Values): NewCustomerInput {
  const { type, plate, make, model, year, color, plan_id, ...rest } = values;
  return {
    ...rest,
    vehicle: { type, plate, make, model, year: year.trim() === '' ? Number.NaN : Number(year), color },
    plan_id: plan_id === '' ? 0 : Number(plan_id),
  };
}

/** The body's dotted path ('vehicle.plate') as this form's field name. */
const fieldName = (path: string) => (path.startsWith('vehicle.') ? path.slice('vehicle.'.length) : path);

/** Staff add one existing parker: the customer, their vehicle and the pass they already hold. */
export function AddCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const createCustomer = useCreateCustomer();
  const saving = createCustomer.isPending;
  const plans = useQuery({ ...publicPlansQuery(), enabled: open });

  const set = (name: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const input = toInput(values);
    const checked = newCustomerSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of checked.error.issues) {
        const name = fieldName(issue.path.join('.')) as keyof Values;
        found[name] ??= codeText(t, issue.message);
      }
      setErrors(found);
      notify.error(t('admin.customerImport.add.fixFields'));
      return;
    }
    try {
      const added = await createCustomer.mutateAsync(input);
      notify.success(
        t(added.invite_sent ? 'admin.customerImport.add.saved' : 'admin.customerImport.add.savedNoMail'),
      );
      if (added.over_capacity) notify.warning(t('admin.customerImport.add.overCapacity'));
      if (added.card_status === 'unknown') {
        notify.info(t('admin.customerImport.add.cardUnknown', { card: values.card_code }));
      }
      close();
      navigate(`/admin/customers/${added.customer_id}`);
    } catch (error) {
      const info = readApiError(error);
      const field = info?.field ? (fieldName(info.field) as keyof Values) : null;
      if (info && field && field in EMPTY) {
        setErrors({ [field]: codeText(t, info.rule ?? info.code) });
        notify.error(t('admin.customerImport.add.fixFields'));
      } else notify.error(adminErrorText(error, t));
    }
  };

  const text = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={t('admin.customerImport.add.title')}
      description={t('admin.customerImport.add.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('admin.customerImport.add.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('admin.customerImport.add.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="add-customer" noValidate onSubmit={submit}>
        <Group legend={t('admin.customerImport.add.personalHeading')}>
          {text('first_name', t('admin.customerImport.add.firstName'), {
            required: true,
            autoComplete: 'off',
          })}
          {text('last_name', t('admin.customerImport.add.lastName'), { autoComplete: 'off' })}
          {text('email', t('admin.customerImport.add.email'), {
            type: 'email',
            required: true,
            inputMode: 'email',
          })}
          <Select
            label={t('admin.customerImport.add.phoneDial')}
            value={values.phone_dial}
            onChange={set('phone_dial')}
            options={[
              { value: '+1', label: '+1' },
              { value: '+52', label: '+52' },
            ]}
          />
          {text('phone', t('admin.customerImport.add.phone'), {
            type: 'tel',
            required: true,
            inputMode: 'tel',
          })}
          <Select
            label={t('admin.customerImport.add.language')}
            value={values.language}
            onChange={set('language')}
            options={[
              { value: 'en', label: t('admin.customerImport.add.english') },
              { value: 'es', label: t('admin.customerImport.add.spanish') },
            ]}
          />
        </Group>
        <Group legend={t('admin.customerImport.add.vehicleHeading')}>
          {text('plate', t('admin.customerImport.add.plate'), {
            required: true,
            autoCapitalize: 'characters',
          })}
          <Select
            label={t('admin.customerImport.add.type')}
            value={values.type}
            onChange={set('type')}
            options={[
              { value: 'car', label: t('admin.customerImport.add.car') },
              { value: 'motorcycle', label: t('admin.customerImport.add.motorcycle') },
            ]}
          />
          {text('make', t('admin.customerImport.add.make'), { required: true })}
          {text('model', t('admin.customerImport.add.model'), { required: true })}
          {text('year', t('admin.customerImport.add.year'), { required: true, inputMode: 'numeric' })}
          {text('color', t('admin.customerImport.add.color'))}
        </Group>
        <Group legend={t('admin.customerImport.add.passHeading')}>
          <Select
            label={t('admin.customerImport.add.plan')}
            value={values.plan_id}
            onChange={set('plan_id')}
            required
            error={errors.plan_id}
            placeholder={t('admin.customerImport.add.choosePlan')}
            options={(plans.data ?? []).map((plan) => ({
              value: String(plan.id),
              label: planText(plan, language),
            }))}
          />
          {text('start_date', t('admin.customerImport.add.startDate'), { type: 'date', required: true })}
          {text('next_renewal_date', t('admin.customerImport.add.renewalDate'), {
            type: 'date',
            required: true,
            hint: t('admin.customerImport.add.renewalHint'),
          })}
          {text('card_code', t('admin.customerImport.add.cardCode'), {
            inputMode: 'numeric',
            hint: t('admin.customerImport.add.cardHint'),
          })}
        </Group>
      </form>
    </Dialog>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="add-customer__group">
      <legend className="add-customer__legend">{legend}</legend>
      <div className="add-customer__fields">{children}</div>
    </fieldset>
  );
}
