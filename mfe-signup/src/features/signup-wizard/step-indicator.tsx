import { useT } from 'design-system/i18n/language';
import { WIZARD_STEPS, type WizardStep } from './wizard-state';

export const STEP_NAME_KEYS = {
  1: 'wizard.steps.personal',
  2: 'wizard.steps.vehicle',
  3: 'wizard.steps.address',
  4: 'wizard.steps.review',
} as const;

/** The four steps as an ordered list; the current one is marked for screen readers too. */
export function StepIndicator({ step }: { step: WizardStep }) {
  const t = useT();
  return (
    <nav aria-label={t('wizard.progressLabel')}>
      <ol className="signup-steps">
        {WIZARD_STEPS.map((item) => {
          const state = item < step ? 'done' : item === step ? 'current' : 'todo';
          return (
            <li
              key={item}
              className={`signup-steps__item signup-steps__item--${state}`}
              aria-current={item === step ? 'step' : undefined}
            >
              <span className="signup-steps__number" aria-hidden="true">
                {item < step ? '✓' : item}
              </span>
              <span className="signup-steps__name">{t(STEP_NAME_KEYS[item])}</span>
              {item < step ? <span className="ds-visually-hidden"> {t('wizard.stepDone')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
