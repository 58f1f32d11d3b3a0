import { readApiError } from 'api/client';
import type { Plan } from 'api/contract/plan-input';
import { Button } from 'design-system/components/button';
import { Checkbox } from 'design-system/components/checkbox';
import { Dialog } from 'design-system/components/dialog';
import { TextArea } from 'design-system/components/text-area';
import { TextField } from 'design-system/components/text-field';
import { formatLongDate } from 'design-system/format/dates';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useCreatePlan } from './api/use-create-plan';
import { useUpdatePlan } from './api/use-update-plan';
import {
  initialPlanValues,
  isSameValues,
  type PlanFormErrors,
  type PlanFormValues,
  parseDollars,
  priceInDollars,
  toCreateBody,
  toUpdateBody,
  validatePlanForm,
} from './plan-form';

type PlanFormDialogProps = {
  /** The plan to edit, or null for a new one. */
  plan: Plan | null;
  onClose: () => void;
  onSaved: () => void;
};

/** New/Edit Plan modal. Mount it only while open: unmounting clears its unsaved-changes mark. */
export function PlanFormDialog({ plan, onClose, onSaved }: PlanFormDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const initial = useMemo(() => initialPlanValues(plan), [plan]);
  const [values, setValues] = useState<PlanFormValues>(initial);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const saving = createPlan.isPending || updatePlan.isPending;
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);

  // Only for a new price of an autopay plan: when it reaches customers already on autopay (empty:
  // the earliest the API allows, 30 days ahead; docs/decisions/price-change-notice.md).
  const [effectiveDate, setEffectiveDate] = useState('');
  const priceChanges = plan?.autopay === true && parseDollars(values.price) !== plan.price_cents;

  const dirty = !isSameValues(values, initial);
  useDirtyForm(dirty);

  const change = (patch: Partial<PlanFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first Save attempt, messages follow the typing so they disappear once fixed.
    if (submitted) setErrors(validatePlanForm(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validatePlanForm(values);
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.price) priceRef.current?.focus();
    if (found.name || found.price) return;

    try {
      if (plan) {
        await updatePlan.mutateAsync({
          id: plan.id,
          input: {
            ...toUpdateBody(values, plan),
            ...(priceChanges && effectiveDate ? { price_effective_date: effectiveDate } : {}),
          },
        });
      } else {
        await createPlan.mutateAsync(toCreateBody(values));
      }
      notify.success(t(plan ? 'admin.plans.form.updated' : 'admin.plans.form.created'));
      onSaved();
    } catch (error) {
      // The modal stays open with what was typed, so the person can fix it and retry.
      const info = readApiError(error);
      const earliest = info?.code === 'price_change_too_soon' ? info.details.earliest_date : undefined;
      notify.error(
        earliest
          ? t('admin.plans.form.priceTooSoon', { date: formatLongDate(earliest, language) })
          : adminErrorText(error, t, 'admin.plans.form.saveError'),
      );
    }
  };

  const dollars = priceInDollars(values.price);

  return (
    <Dialog
      open
      title={t(plan ? 'admin.plans.form.editTitle' : 'admin.plans.form.newTitle')}
      onClose={saving ? () => {} : onClose}
      closeOnBackdropClick={!dirty}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={saving}>
            {t('admin.plans.form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="plan-form" noValidate onSubmit={submit}>
        <TextField
          ref={nameRef}
          label={t('admin.plans.form.name')}
          required
          maxLength={120}
          autoComplete="off"
          value={values.name}
          error={errors.name && t(errors.name)}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <TextArea
          label={t('admin.plans.form.description')}
          rows={3}
          maxLength={1000}
          value={values.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
        <TextField
          label={t('admin.plans.form.nameEs')}
          lang="es"
          maxLength={120}
          autoComplete="off"
          value={values.nameEs}
          hint={t('admin.plans.form.spanishHint')}
          onChange={(event) => change({ nameEs: event.currentTarget.value })}
        />
        <TextArea
          label={t('admin.plans.form.descriptionEs')}
          lang="es"
          rows={3}
          maxLength={1000}
          value={values.descriptionEs}
          onChange={(event) => change({ descriptionEs: event.currentTarget.value })}
        />
        <TextField
          ref={priceRef}
          label={t('admin.plans.form.price')}
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="250.00"
          value={values.price}
          error={errors.price && t(errors.price)}
          hint={
            <>
              {t('admin.plans.form.priceHint')} <span className="plan-form__dollars">{dollars ?? ''}</span>
            </>
          }
          onChange={(event) => change({ price: event.currentTarget.value })}
        />
        {priceChanges ? (
          <TextField
            label={t('admin.plans.form.effectiveDate')}
            type="date"
            value={effectiveDate}
            hint={t('admin.plans.form.effectiveDateHint')}
            onChange={(event) => setEffectiveDate(event.currentTarget.value)}
          />
        ) : null}
        <Checkbox
          label={t('admin.plans.form.autopay')}
          checked={values.autopay}
          onChange={(event) => change({ autopay: event.currentTarget.checked })}
        />
      </form>
    </Dialog>
  );
}
