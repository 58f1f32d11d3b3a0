import { Button } from 'design-system/components/button';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import type { MessageKey } from 'design-system/i18n/language';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, type ReactNode, useId } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';

type EditFormProps<Values> = {
  heading: MessageKey;
  headingLevel?: 2 | 3;
  values: Values;
  initial: Values;
  canEdit: boolean;
  saveLabel: MessageKey;
  savedMessage: MessageKey;
  /** The form's write (a `useMutation` hook's `mutateAsync`); it reads the profile again itself. */
  save: (values: Values) => Promise<unknown>;
  saving: boolean;
  children: ReactNode;
};

/**
 * One of the profile's edit forms: marks itself dirty for the leave guard, saves with a toast, and in
 * view-only mode (no profile_edit) disables every field and hides its Save button.
 */
export function EditForm<Values>({
  heading,
  headingLevel = 2,
  values,
  initial,
  canEdit,
  saveLabel,
  savedMessage,
  save,
  saving,
  children,
}: EditFormProps<Values>) {
  const t = useT();
  const headingId = useId();
  const dirty = canEdit && JSON.stringify(values) !== JSON.stringify(initial);
  useDirtyForm(dirty);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canEdit || saving) return;
    try {
      await save(values);
      notify.success(t(savedMessage));
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  return (
    <form className="profile-form" aria-labelledby={headingId} onSubmit={submit}>
      <Heading id={headingId} className="profile-form__heading">
        {t(heading)}
      </Heading>
      <fieldset className="profile-form__fields" disabled={!canEdit || saving}>
        {children}
      </fieldset>
      {canEdit ? (
        <div className="profile-form__actions">
          <Button type="submit" loading={saving} disabled={saving || !dirty}>
            {t(saveLabel)}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
