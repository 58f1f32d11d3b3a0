import type { AdminAddress, AdminCustomer } from 'api/contract/admin-customers';
import { DIAL_CODES } from 'api/contract/wizard-constants';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { useUpdateAddress } from './api/use-update-address';
import { useUpdateCustomer } from './api/use-update-customer';
import { EditForm } from './edit-form';

type FormProps<T> = { customerId: number; value: T; canEdit: boolean };

export function CustomerInfoForm({ customerId, value, canEdit }: FormProps<AdminCustomer>) {
  const t = useT();
  const updateCustomer = useUpdateCustomer(customerId);
  const initial = {
    first_name: value.first_name,
    last_name: value.last_name,
    email: value.email,
    phone_dial: value.phone_dial as (typeof DIAL_CODES)[number],
    phone: value.phone,
  };
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<typeof initial>) => setValues((previous) => ({ ...previous, ...patch }));
  return (
    <EditForm
      heading="admin.profile.customer.heading"
      values={values}
      initial={initial}
      canEdit={canEdit}
      saveLabel="admin.profile.customer.save"
      savedMessage="admin.profile.customer.saved"
      save={updateCustomer.mutateAsync}
      saving={updateCustomer.isPending}
    >
      <TextField
        label={t('admin.profile.customer.firstName')}
        required
        maxLength={60}
        value={values.first_name}
        onChange={(event) => set({ first_name: event.currentTarget.value })}
      />
      <TextField
        label={t('admin.profile.customer.lastName')}
        maxLength={60}
        value={values.last_name}
        onChange={(event) => set({ last_name: event.currentTarget.value })}
      />
      <TextField
        label={t('admin.profile.customer.email')}
        type="email"
        required
        value={values.email}
        onChange={(event) => set({ email: event.currentTarget.value })}
      />
      <Select
        label={t('admin.profile.customer.dial')}
        value={values.phone_dial}
        options={DIAL_CODES.map((code) => ({ value: code, label: code }))}
        onChange={(event) => set({ phone_dial: event.currentTarget.value as (typeof DIAL_CODES)[number] })}
      />
      <TextField
        label={t('admin.profile.customer.phone')}
        type="tel"
        maxLength={20}
        value={values.phone}
        onChange={(event) => set({ phone: event.currentTarget.value })}
      />
    </EditForm>
  );
}

const EMPTY_ADDRESS: AdminAddress = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'USA',
};

export function AddressForm({ customerId, value, canEdit }: FormProps<AdminAddress | null>) {
  const t = useT();
  const updateAddress = useUpdateAddress(customerId);
  const initial = value ?? EMPTY_ADDRESS;
  const [values, setValues] = useState(initial);
  const field = (key: keyof AdminAddress, label: Parameters<typeof t>[0], required = false, max = 80) => (
    <TextField
      label={t(label)}
      required={required}
      maxLength={max}
      value={values[key]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValues((previous) => ({ ...previous, [key]: next }));
      }}
    />
  );
  return (
    <EditForm
      heading="admin.profile.address.heading"
      values={values}
      initial={initial}
      canEdit={canEdit}
      saveLabel="admin.profile.address.save"
      savedMessage="admin.profile.address.saved"
      save={updateAddress.mutateAsync}
      saving={updateAddress.isPending}
    >
      {field('line1', 'admin.profile.address.line1', true, 120)}
      {field('line2', 'admin.profile.address.line2', false, 120)}
      {field('city', 'admin.profile.address.city', true)}
      {field('state', 'admin.profile.address.state', true)}
      {field('zip_code', 'admin.profile.address.zip', false, 12)}
      {field('country', 'admin.profile.address.country', true)}
    </EditForm>
  );
}
