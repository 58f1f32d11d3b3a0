import { readApiError } from 'api/client';
import type { OfficeContact } from 'api/contract/portal';
import type { ValidWizardData } from 'api/contract/wizard-data';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { useConfirm } from 'design-system/components/confirm-dialog';
import { useT } from 'design-system/i18n/language';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorRule, useRuleText } from '../../lib/rule-messages';
import { AddressStep } from './address-step';
import { BannedOfficeContact } from './banned-office-contact';
import { type FieldErrors, hasErrors } from './field-errors';
import { loadWizardRules, type WizardRules } from './load-wizard-rules';
import { PersonalStep } from './personal-step';
import { ReviewStep } from './review-step';
import { STEP_NAME_KEYS, StepIndicator } from './step-indicator';
import { checkEmailNotBanned, checkPlateAllowed, checkZipMatchesState } from './wizard-checks';
import { clearWizard, saveWizard } from './wizard-session';
import { initialWizardState, type WizardState, type WizardStep, wizardReducer } from './wizard-state';
import type { WizardSection } from './wizard-values';
import './wizard.css';
import { VehicleStep } from './vehicle-step';

export interface CaptchaRenderProps {
  /** A token from the widget, or null when it expired or was reset. */
  onToken: (token: string | null) => void;
  /** Changes when the widget must start over. */
  resetKey: number;
  error: string | undefined;
  verified: boolean;
}

/** The CAPTCHA comes from its own feature; the page composes it in (src/app/routes). */
export interface CaptchaSlot {
  render: (props: CaptchaRenderProps) => ReactNode;
  /** Server verification (POST /captcha/verify); throws ApiError when refused. */
  verify: (token: string) => Promise<void>;
}

export interface SignupWizardProps {
  /** A wizard saved in this tab: shown again at the review step. */
  saved: ValidWizardData | null;
  captcha: CaptchaSlot;
  /** An e-mail already known (a waitlist offer's): step 1 starts with it filled in and confirmed. */
  prefillEmail?: string;
}

const FIELD_ORDER: Readonly<Record<WizardSection, readonly string[]>> = {
  personal: ['firstName', 'lastName', 'phoneDial', 'phone', 'email', 'confirmEmail'],
  vehicle: ['type', 'make', 'model', 'year', 'color', 'plate'],
  address: ['addr1', 'addr2', 'city', 'state', 'country', 'zip'],
};

/** Until the rules have loaded nothing shows as wrong: they load on the first focus, long before a blur. */
function errorsFor(rules: WizardRules | null, state: WizardState): FieldErrors<Record<string, string>> {
  if (!rules) return {};
  switch (state.step) {
    case 1:
      return rules.personalErrors(state.values.personal);
    case 2:
      return rules.vehicleErrors(state.values.vehicle);
    case 3:
      return rules.addressErrors(state.values.address);
    default:
      return {};
  }
}

const sectionOf = (step: WizardStep): WizardSection | null =>
  step === 1 ? 'personal' : step === 2 ? 'vehicle' : step === 3 ? 'address' : null;

function withPrefilledEmail(state: WizardState, email: string | undefined): WizardState {
  if (!email) return state;
  const personal = { ...state.values.personal, email, confirmEmail: email };
  return { ...state, values: { ...state.values, personal } };
}

/** The four-step signup wizard of the landing page's open state (SPEC sections 2, 4 and 5). */
export function SignupWizard({ saved, captcha, prefillEmail }: SignupWizardProps) {
  const t = useT();
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const headingId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(wizardReducer, saved, (restored) =>
    withPrefilledEmail(initialWizardState(restored), restored ? undefined : prefillEmail),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const { confirm, confirmDialog } = useConfirm();
  const { step, values } = state;
  const section = sectionOf(step);
  const [rules, setRules] = useState<WizardRules | null>(null);
  const [bannedOffice, setBannedOffice] = useState<OfficeContact | null>(null);
  const ensureRules = useCallback(
    () =>
      loadWizardRules().then((loaded) => {
        setRules(loaded);
        return loaded;
      }),
    [],
  );
  /** First focus or input in the wizard starts loading its rules (a failure is retried on Next). */
  const warmRules = () => {
    if (!rules) loadWizardRules().then(setRules, () => undefined);
  };
  // A restored wizard (review step) is confirmed without typing anything: load the rules at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only for the wizard it was mounted with.
  useEffect(() => {
    if (saved) ensureRules().catch(() => undefined);
  }, []);

  // A step change moves focus to the new step's heading, so screen readers announce where they are.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the step changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeadingRef.current?.focus();
  }, [step]);

  const rawErrors = errorsFor(rules, state);
  const visibleError = (field: string): string | undefined => {
    if (!section) return undefined;
    const shown = state.attempted.has(step) || state.touched.has(`${section}.${field}`);
    return shown ? ruleText(rawErrors[field]) : undefined;
  };
  const displayErrors = (sectionName: WizardSection) =>
    Object.fromEntries(FIELD_ORDER[sectionName].map((field) => [field, visibleError(field)]));

  const focusFirstInvalid = (errors: Record<string, string | undefined>, sectionName: WizardSection) => {
    const first = FIELD_ORDER[sectionName].find((field) => errors[field]);
    const selector = first === 'type' ? '[name="vehicleType"]' : `[name="${first}"]`;
    if (first) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  /** Runs a server check unless the visitor has moved on meanwhile (Back, Edit, Clear). */
  const runCheck = async (check: () => Promise<string | null>): Promise<boolean> => {
    const startedAt = stateRef.current.step;
    dispatch({ type: 'busy' });
    try {
      const problem = await check();
      if (stateRef.current.step !== startedAt) return false;
      if (problem) {
        dispatch({ type: 'stepError', message: problem });
        return false;
      }
      return true;
    } catch (error) {
      if (stateRef.current.step !== startedAt) return false;
      dispatch({
        type: 'stepError',
        message: apiErrorRule(error, t('common.errors.server')),
      });
      return false;
    }
  };

  const verifyCaptcha = async (): Promise<boolean> => {
    const current = stateRef.current;
    if (current.captchaVerified) return true;
    if (!current.captchaToken) {
      dispatch({ type: 'captchaFailed', message: 'captcha_required', reset: false });
      return false;
    }
    dispatch({ type: 'busy' });
    try {
      await captcha.verify(current.captchaToken);
      dispatch({ type: 'captchaVerified' });
      return true;
    } catch (error) {
      const failure = readApiError(error);
      if (failure?.status === 0) {
        dispatch({ type: 'stepError', message: apiErrorRule(error, t('common.errors.server')) });
        return false;
      }
      dispatch({ type: 'captchaFailed', message: 'captcha_failed', reset: true });
      return false;
    }
  };

  const next = async () => {
    const current = stateRef.current;
    if (current.busy) return;
    dispatch({ type: 'attempt' });
    let loaded: WizardRules;
    try {
      loaded = rules ?? (await ensureRules());
    } catch (error) {
      dispatch({ type: 'stepError', message: apiErrorRule(error, t('common.errors.server')) });
      return;
    }
    if (stateRef.current.step !== current.step) return;
    const { personalErrors, vehicleErrors, addressErrors, validWizardData } = loaded;
    const { values: v } = current;
    if (current.step === 1) {
      const errors = personalErrors(v.personal);
      if (hasErrors(errors)) return focusFirstInvalid(errors, 'personal');
      if (await runCheck(() => checkEmailNotBanned(v.personal.email, setBannedOffice)))
        dispatch({ type: 'advance' });
      return;
    }
    if (current.step === 2) {
      const errors = vehicleErrors(v.vehicle);
      if (hasErrors(errors)) return focusFirstInvalid(errors, 'vehicle');
      if (await runCheck(() => checkPlateAllowed(v.vehicle.plate))) dispatch({ type: 'advance' });
      return;
    }
    if (current.step === 3) {
      const errors = addressErrors(v.address);
      if (!current.captchaVerified && !current.captchaToken) {
        dispatch({ type: 'captchaFailed', message: 'captcha_required', reset: false });
      }
      if (hasErrors(errors)) return focusFirstInvalid(errors, 'address');
      const { country, state: region, zip } = v.address;
      if (!(await runCheck(() => checkZipMatchesState(country, region, zip)))) return;
      if (await verifyCaptcha()) dispatch({ type: 'advance' });
      return;
    }
    const data = validWizardData(v);
    if (!data) {
      // Only reachable if stored data was edited by hand: send the visitor to the first bad step.
      const badStep = hasErrors(personalErrors(v.personal)) ? 1 : hasErrors(vehicleErrors(v.vehicle)) ? 2 : 3;
      dispatch({ type: 'edit', step: badStep });
      return;
    }
    saveWizard(data);
    navigate(`/checkout?email=${encodeURIComponent(data.personal.email)}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void next();
  };

  const onClear = async () => {
    const ok = await confirm({
      title: t('wizard.clearDialog.title'),
      message: t('wizard.clearDialog.message'),
      confirmLabel: t('wizard.clearDialog.confirm'),
      cancelLabel: t('wizard.clearDialog.cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    clearWizard();
    dispatch({ type: 'clear' });
    stepHeadingRef.current?.focus();
  };

  const change = (sectionName: WizardSection) => (field: string, value: string) =>
    dispatch({ type: 'change', section: sectionName, field, value });
  const touch = (sectionName: WizardSection) => (field: string) =>
    dispatch({ type: 'touch', section: sectionName, field });

  // Step 1's Next waits for a valid, confirmed e-mail, which needs the rules (loading since the first focus).
  const nextBlocked = step === 1 && !rules?.emailReady(values.personal);
  const nextHintId = `${headingId}-next-hint`;
  const stepError = state.stepError ? ruleText(state.stepError) : undefined;

  return (
    <section className="signup-wizard" aria-labelledby={headingId} id="signup-wizard">
      <h2 id={headingId}>{t('wizard.title')}</h2>
      <p className="signup-wizard__intro">{t('wizard.intro')}</p>
      <StepIndicator step={step} />
      <form
        ref={formRef}
        className="signup-wizard__form"
        aria-label={t('wizard.formLabel')}
        noValidate
        onSubmit={onSubmit}
        onFocus={warmRules}
        onInput={warmRules}
      >
        <h3 ref={stepHeadingRef} tabIndex={-1} className="signup-wizard__step-title">
          {t('wizard.stepOf', { step, total: 4, name: t(STEP_NAME_KEYS[step]) })}
        </h3>
        <div className="signup-wizard__fields">
          {step === 1 ? (
            <PersonalStep
              values={values.personal}
              errors={displayErrors('personal')}
              onChange={change('personal')}
              onBlur={touch('personal')}
            />
          ) : null}
          {step === 2 ? (
            <VehicleStep
              values={values.vehicle}
              errors={displayErrors('vehicle')}
              onChange={change('vehicle')}
              onBlur={touch('vehicle')}
            />
          ) : null}
          {step === 3 ? (
            <AddressStep
              values={values.address}
              errors={displayErrors('address')}
              onChange={change('address')}
              onBlur={touch('address')}
              onRegionPicked={(region, country) => {
                dispatch({ type: 'change', section: 'address', field: 'state', value: region });
                dispatch({ type: 'change', section: 'address', field: 'country', value: country });
              }}
              captcha={captcha.render({
                onToken: (token) => dispatch({ type: 'captchaToken', token }),
                resetKey: state.captchaResetKey,
                error: state.captchaError ? ruleText(state.captchaError) : undefined,
                verified: state.captchaVerified,
              })}
            />
          ) : null}
          {step === 4 ? (
            <ReviewStep values={values} onEdit={(target) => dispatch({ type: 'edit', step: target })} />
          ) : null}
        </div>
        {stepError ? (
          <Alert tone="danger" className="signup-wizard__error">
            <span data-testid="wizard-step-error">{stepError}</span>
            {state.stepError === 'email_banned' && bannedOffice ? (
              <>
                {' '}
                <BannedOfficeContact office={bannedOffice} />
              </>
            ) : null}
          </Alert>
        ) : null}
        <div className="signup-wizard__actions">
          {step > 1 ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              {t('wizard.actions.back')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClear}>
            {t('wizard.actions.clear')}
          </Button>
          <Button
            type="submit"
            loading={state.busy}
            disabled={nextBlocked}
            aria-describedby={nextBlocked ? nextHintId : undefined}
            className="signup-wizard__next"
          >
            {step === 4 ? t('wizard.actions.confirm') : t('wizard.actions.next')}
          </Button>
        </div>
        {nextBlocked ? (
          <p id={nextHintId} className="signup-wizard__next-hint">
            {t('wizard.actions.emailFirst')}
          </p>
        ) : null}
      </form>
      {confirmDialog}
    </section>
  );
}
