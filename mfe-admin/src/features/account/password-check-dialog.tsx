import { readApiError } from 'api/client';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { type FormEvent, useId, useState } from 'react';
import { accountErrorText } from './account-error-text';

type PasswordCheckDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Runs the call with the typed password; a refusal shows under the field and the dialog stays. */
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
};

/** Asks for the password again before a change to the second factor (new codes, turning it off). */
export function PasswordCheckDialog({
  title,
  text,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onClose,
}: PasswordCheckDialogProps) {
  const t = useT();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (password === '') {
      setError(t('admin.account.errors.rules.passwordRequired'));
      return;
    }
    setSaving(true);
    try {
      await onConfirm(password);
    } catch (caught) {
      const info = readApiError(caught);
      setError(info ? accountErrorText(caught, t) : t('admin.errors.server'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      description={text}
      onClose={saving ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={saving}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          type="password"
          label={t('admin.account.factor.askPassword')}
          required
          autoComplete="current-password"
          value={password}
          error={error ?? undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
