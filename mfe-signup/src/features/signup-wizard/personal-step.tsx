import { suggestEmailDomain } from 'api/contract/email-suggestions';
import { Button } from 'design-system/components/button';
import { Select } from 'design-system/components/select';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { type ClipboardEvent, type DragEvent, useState } from 'react';
import { DIAL_CODE_OPTIONS } from './dial-codes';
import type { PersonalValues } from './wizard-values';

export interface StepFieldsProps<Values> {
  values: Values;
  /** Display-ready error per field (already in the visitor's language). */
  errors: Partial<Record<keyof Values & string, string>>;
  onChange: (field: keyof Values & string, value: string) => void;
  onBlur: (field: keyof Values & string) => void;
}

export function PersonalStep({ values, errors, onChange, onBlur }: StepFieldsProps<PersonalValues>) {
  const t = useT();
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const suggestion = suggestEmailDomain(values.email);

  // SPEC section 5: the confirmation must be typed, or a typo is simply copied into both boxes.
  const blockPaste = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    setPasteBlocked(true);
  };

  return (
    <>
      <TextField
        name="firstName"
        label={t('wizard.personal.firstName')}
        autoComplete="given-name"
        maxLength={60}
        value={values.firstName}
        onChange={(event) => onChange('firstName', event.target.value)}
        onBlur={() => onBlur('firstName')}
        error={errors.firstName}
        required
      />
      <TextField
        name="lastName"
        label={`${t('wizard.personal.lastName')} ${t('common.optional')}`}
        autoComplete="family-name"
        maxLength={60}
        value={values.lastName}
        onChange={(event) => onChange('lastName', event.target.value)}
        onBlur={() => onBlur('lastName')}
        error={errors.lastName}
      />
      <div className="signup-wizard__phone">
        <Select
          name="phoneDial"
          label={t('wizard.personal.phoneDial')}
          autoComplete="tel-country-code"
          value={values.phoneDial}
          onChange={(event) => onChange('phoneDial', event.target.value)}
          options={DIAL_CODE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          error={errors.phoneDial}
          required
          fieldClassName="signup-wizard__dial"
        />
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          label={t('wizard.personal.phone')}
          hint={t('wizard.personal.phoneHint')}
          autoComplete="tel-national"
          maxLength={20}
          value={values.phone}
          onChange={(event) => onChange('phone', event.target.value)}
          onBlur={() => onBlur('phone')}
          error={errors.phone}
          required
          fieldClassName="signup-wizard__phone-number"
        />
      </div>
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={t('wizard.personal.email')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        onBlur={() => onBlur('email')}
        error={errors.email}
        required
      />
      {suggestion ? (
        <div className="signup-wizard__typo" role="status">
          <span>{t('wizard.personal.typoHint', { email: suggestion })}</span>{' '}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange('email', suggestion);
              onChange('confirmEmail', '');
            }}
          >
            {t('wizard.personal.useSuggestion')}
          </Button>
        </div>
      ) : null}
      <TextField
        name="confirmEmail"
        type="email"
        inputMode="email"
        label={t('wizard.personal.confirmEmail')}
        hint={pasteBlocked ? t('wizard.personal.pasteBlocked') : t('wizard.personal.confirmEmailHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        value={values.confirmEmail}
        onChange={(event) => onChange('confirmEmail', event.target.value)}
        onBlur={() => onBlur('confirmEmail')}
        onPaste={blockPaste}
        onDrop={blockPaste}
        error={errors.confirmEmail}
        required
      />
    </>
  );
}
