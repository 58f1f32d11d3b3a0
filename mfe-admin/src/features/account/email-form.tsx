import { readApiError } from 'api/client';
import { ownAccountChangeSchema, type StaffMe } from 'api/contract/staff-accounts';
import { Button } from 'design-system/components/button';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { accountErrorText, accountRuleText } from './account-error-text';
import { useChangeOwnAccount } from './api/use-change-own-account';

type Values = { email: string; language: 'en' | 'es' };
type Field = keyof Values;

type EmailFormProps = { me: StaffMe };

/** Where password links go and the language they are written in. */
export function EmailForm({ me }: EmailFormProps) {
  const t = useT();
  const [initial, setInitial] = useState<Values>({ email: me.email ?? '', language: me.language });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const changeOwnAccount = useChangeOwnAccount();
  const saving = changeOwnAccount.isPending;
  useDirtyForm(values.email !== initial.email || values.language !== initial.language);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const ruleError = (rule: string | undefined) => accountRuleText(rule, t) ?? t('admin.errors.invalidInput');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // An address never given stays unset; one given can be changed but not emptied.
    const typed = {
      email: values.email === '' && me.email === null ? undefined : values.email,
      language: values.language,
    };
    const checked = ownAccountChangeSchema.safeParse(typed);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= ruleError(issue.message);
      }
      setErrors(found);
      return;
    }
    try {
      const saved = await changeOwnAccount.mutateAsync(checked.data);
      const now: Values = { email: saved.email ?? '', language: saved.language };
      setInitial(now);
      setValues(now);
      notify.success(t('admin.account.email.saved'));
    } catch (error) {
      const info = readApiError(error);
      if (info?.code === 'staff_email_taken' || info?.field === 'email') {
        setErrors({ email: accountErrorText(error, t) });
      } else notify.error(accountErrorText(error, t));
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField
        type="email"
        label={t('admin.account.email.email')}
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <Select
        label={t('admin.account.email.language')}
        value={values.language}
        error={errors.language}
        onChange={set('language')}
        options={(['en', 'es'] as const).map((code) => ({
          value: code,
          label: t(`admin.account.email.languages.${code}`),
        }))}
      />
      <div>
        <Button type="submit" loading={saving}>
          {t('admin.account.email.save')}
        </Button>
      </div>
    </form>
  );
}
