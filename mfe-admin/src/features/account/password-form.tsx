import { readApiError } from 'api/client';
import { Button } from 'design-system/components/button';
import { TextField } from 'design-system/components/text-field';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { accountErrorText } from './account-error-text';
import { useChangePassword } from './api/use-change-password';

type Values = { current: string; next: string; again: string };
type Field = keyof Values;
const EMPTY: Values = { current: '', next: '', again: '' };
// Which field a refusal belongs to, so it shows under the field to fix.
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  wrong_password: 'current',
  password_too_short: 'next',
  password_too_common: 'next',
  password_too_guessable: 'next',
  password_unchanged: 'next',
};
const FIELD_OF_INPUT: Readonly<Record<string, Field>> = { current_password: 'current', new_password: 'next' };

/**
 * Current password, new password twice. The rule (12 characters, not a common password) is the
 * server's: its refusal says which part failed, under the new password.
 */
export function PasswordForm() {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const changePassword = useChangePassword();
  const saving = changePassword.isPending;
  useDirtyForm(values.current !== '' || values.next !== '' || values.again !== '');

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Partial<Record<Field, string>> = {};
    if (values.current === '') found.current = t('admin.account.errors.rules.passwordRequired');
    if (values.next === '') found.next = t('admin.account.errors.rules.newPasswordRequired');
    else if (values.again !== values.next) found.again = t('admin.account.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await changePassword.mutateAsync({ current_password: values.current, new_password: values.next });
      setValues(EMPTY);
      notify.success(t('admin.account.password.saved'));
    } catch (error) {
      const info = readApiError(error);
      const field = info
        ? (FIELD_OF_CODE[info.code] ?? (info.field ? FIELD_OF_INPUT[info.field] : undefined))
        : undefined;
      if (field) setErrors({ [field]: accountErrorText(error, t) });
      else notify.error(accountErrorText(error, t));
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField
        type="password"
        label={t('admin.account.password.current')}
        required
        autoComplete="current-password"
        value={values.current}
        error={errors.current}
        onChange={set('current')}
      />
      <TextField
        type="password"
        label={t('admin.account.password.new')}
        hint={t('admin.account.password.hint')}
        required
        autoComplete="new-password"
        maxLength={200}
        value={values.next}
        error={errors.next}
        onChange={set('next')}
      />
      <TextField
        type="password"
        label={t('admin.account.password.confirm')}
        required
        autoComplete="new-password"
        maxLength={200}
        value={values.again}
        error={errors.again}
        onChange={set('again')}
      />
      <div>
        <Button type="submit" loading={saving}>
          {t('admin.account.password.save')}
        </Button>
      </div>
    </form>
  );
}
