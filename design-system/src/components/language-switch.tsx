import { LANGUAGES, useLanguage, useT } from '../i18n/language';
import { cx } from '../internal/cx';
import '../styles/utilities.css';
import './language-switch.css';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * English / Español toggle (two toggle buttons with aria-pressed). Each name is written in its own
 * language and marked with `lang`, so screen readers pronounce it right.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <fieldset className={cx('ds-language-switch', className)}>
      <legend className="ds-visually-hidden">{t('common.language.label')}</legend>
      {LANGUAGES.map(({ code, label }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="ds-language-switch__option"
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
