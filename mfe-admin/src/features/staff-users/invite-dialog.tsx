import { readApiError } from 'api/client';
import { ROLES, type Role } from 'api/contract/capabilities';
import { type StaffUserRow, staffInviteSchema } from 'api/contract/staff-accounts';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { useLanguage, useT } from 'design-system/i18n/language';
import { type FormEvent, useId, useState } from 'react';
import { useInviteStaffUser } from './api/use-invite-staff-user';
import { staffRuleText, staffUsersErrorText } from './staff-users-error-text';
import { useStaffWords } from './staff-words';

type Values = { username: string; email: string; role: Role; language: 'en' | 'es' };
type Field = keyof Values;
const FIELDS: readonly Field[] = ['username', 'email', 'role', 'language'];
// The refusals that belong to one field, shown under it instead of below the form.
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  staff_username_taken: 'username',
  staff_email_taken: 'email',
};

type InviteDialogProps = {
  onClose: () => void;
  /** Invited, and the list read again: the new row (status invited); the e-mail with the link is on its way. */
  onInvited: (user: StaffUserRow) => void;
};

/**
 * Invite a person: username, e-mail, role and the language of the e-mail. The contract's schema checks
 * the fields before sending; the server's refusals (a taken username or e-mail, a mail failure) show
 * in the dialog, which stays open with what was typed.
 */
export function InviteDialog({ onClose, onInvited }: InviteDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const words = useStaffWords();
  const formId = useId();
  const [initial] = useState<Values>(() => ({ username: '', email: '', role: 'ambassador', language }));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const inviteStaffUser = useInviteStaffUser();
  const saving = inviteStaffUser.isPending;
  const dirty = values.username !== '' || values.email !== '';
  useDirtyForm(dirty);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const ruleError = (rule: string | undefined) => staffRuleText(rule, t) ?? t('admin.errors.invalidInput');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const checked = staffInviteSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (FIELDS.includes(field)) found[field] ??= ruleError(issue.message);
      }
      setErrors(found);
      return;
    }
    try {
      onInvited(await inviteStaffUser.mutateAsync(checked.data));
    } catch (error) {
      const info = readApiError(error);
      const field = info
        ? (FIELD_OF_CODE[info.code] ?? (info.code === 'invalid_input' ? (info.field as Field) : undefined))
        : undefined;
      if (field && FIELDS.includes(field)) setErrors({ [field]: staffUsersErrorText(error, t) });
      else setRefusal(staffUsersErrorText(error, t));
    }
  };

  return (
    <Dialog
      open
      title={t('admin.staffUsers.inviteDialog.title')}
      description={t('admin.staffUsers.inviteDialog.description')}
      onClose={saving ? () => {} : onClose}
      closeOnBackdropClick={!dirty}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('admin.staffUsers.inviteDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="staff-invite" noValidate onSubmit={submit}>
        <TextField
          label={t('admin.staffUsers.inviteDialog.username')}
          hint={t('admin.staffUsers.inviteDialog.usernameHint')}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          error={errors.username}
          onChange={set('username')}
        />
        <TextField
          type="email"
          label={t('admin.staffUsers.inviteDialog.email')}
          required
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <Select
          label={t('admin.staffUsers.inviteDialog.role')}
          hint={t('admin.staffUsers.inviteDialog.roleHint')}
          required
          value={values.role}
          error={errors.role}
          onChange={set('role')}
          options={ROLES.map((role) => ({ value: role, label: words.role(role) }))}
        />
        <Select
          label={t('admin.staffUsers.inviteDialog.language')}
          required
          value={values.language}
          error={errors.language}
          onChange={set('language')}
          options={(['en', 'es'] as const).map((code) => ({
            value: code,
            label: t(`admin.staffUsers.inviteDialog.languages.${code}`),
          }))}
        />
        {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      </form>
    </Dialog>
  );
}
