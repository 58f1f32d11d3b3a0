import { readApiError } from 'api/client';
import type { OfficeContact } from 'api/contract/portal';
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
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorRule, useRuleText } from '../../lib/rule-messages';
import { AddressStep } from './address-step';
import { BannedOfficeContact } from './banned-office-contact';
import { type FieldErrors, hasErrors } from './field-errors';
import { loadWizardRules, type WizardRules } from './load-wizard-rules';
import { PersonalStep } from './personal-step';
import { ReviewStep } from './review-step';
import { STEP_NAME_KEYS, StepIndicator } from './step-indicator';
import { checkEmailNotBanned, checkPlateAllowed, checkZipMatchesState } from './wizard-checks';
import { clearDraft, saveDraft } from './wizard-draft';
import { clearWizard, saveWizard } from './wizard-session';
import {
  FRESH_START,
  initialWizardState,
  type WizardStart,
  type WizardState,
  type WizardStep,
  wizardReducer,
} from './wizard-state';
import { historyState, searchWithStep, stepBefore, stepInSearch } from './wizard-step-url';
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
  /** What this tab kept, at the step it may show (restored-wizard.tsx). */
  start: WizardStart;
  /** The rules, when they were loaded to check `start`. */
  rules: WizardRules | null;
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

/**
 * The four-step signup wizard of the landing page's open state (SPEC sections 2, 4 and 5). Each step is
 * an entry of the browser's history (wizard-step-url.ts) and what is typed is kept for this tab
 * (wizard-draft.ts), so Back, Forward and a reload keep both (docs/decisions/signup-wizard-history.md).
 */
export function SignupWizard({ start, rules: loadedRules, captcha, prefillEmail }: SignupWizardProps) {
  const t = useT();
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const headingId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // An offer link's e-mail wins over a kept one: the held space can be bought with that e-mail only.
  const [state, dispatch] = useReducer(wizardReducer, start, (kept) =>
    withPrefilledEmail(initialWizardState(kept), prefillEmail),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const { confirm, confirmDialog } = useConfirm();
  const { step, values, captchaVerified } = state;
  const section = sectionOf(step);
  const [rules, setRules] = useState<WizardRules | null>(loadedRules);
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
  // What was kept (or an offer's e-mail) may already pass: load the rules at once, so Next and Confirm
  // do not wait for a first focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only for the wizard it was mounted with.
  useEffect(() => {
    if (start !== FRESH_START || prefillEmail) ensureRules().catch(() => undefined);
  }, []);

  // What is typed stays for this tab: a reload, Back and Forward, or coming back from another site.
  useEffect(() => {
    saveDraft({ values, captchaVerified });
  }, [values, captchaVerified]);

  /** Shows `target` as a new history entry (Next, Edit, Back when the entry behind is not that step). */
  const goTo = (target: WizardStep) => {
    const from = stateRef.current.step;
    dispatch({ type: 'show', step: target });
    const { pathname, search } = locationRef.current;
    navigate({ pathname, search: searchWithStep(search, target) }, { state: historyState(from) });
  };

  /** The wizard's Back button does what the browser's does when the entry behind is the step before. */
  const goBack = () => {
    const target = (stateRef.current.step - 1) as WizardStep;
    if (target < 1) return;
    if (stepBefore(locationRef.current.state) === target) {
      dispatch({ type: 'show', step: target });
      navigate(-1);
    } else {
      goTo(target);
    }
  };

  // The address names the step (the browser's Back or Forward, a reload, a typed link): show it unless
  // a step before it does not pass, then that step with its problems, the address corrected to match.
  // On mount the address follows the step the wizard was restored at. `seen`: the last step the
  // address named that the wizard has followed, so each change is handled once.
  const requested = stepInSearch(location.search) ?? 1;
  const seen = useRef<WizardStep | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address (and the rules, once loaded) only.
  useLayoutEffect(() => {
    if (seen.current === requested) return;
    const current = stateRef.current;
    const { pathname, search, state: entryState } = locationRef.current;
    const correct = (to: WizardStep) =>
      navigate({ pathname, search: searchWithStep(search, to) }, { replace: true, state: entryState });
    if (seen.current === null) {
      seen.current = requested;
      // Restored before the step asked for: that step has something to fix, shown at once.
      if (requested > current.step) dispatch({ type: 'show', step: current.step, flagErrors: true });
      if (requested !== current.step) correct(current.step);
      return;
    }
    if (requested !== current.step && requested !== 1 && !rules) {
      // Rare (Forward after a reload on step 1): the step shows once the rules have checked it.
      ensureRules().catch(() => undefined);
      return;
    }
    seen.current = requested;
    if (requested === current.step) return;
    const allowed = rules ? rules.allowedStep(requested, current.values, current.captchaVerified) : 1;
    dispatch({ type: 'show', step: allowed, flagErrors: allowed !== requested });
    if (allowed !== requested) correct(allowed);
  }, [requested, rules]);

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
      if (await runCheck(() => checkEmailNotBanned(v.personal.email, setBannedOffice))) goTo(2);
      return;
    }
    if (current.step === 2) {
      const errors = vehicleErrors(v.vehicle);
      if (hasErrors(errors)) return focusFirstInvalid(errors, 'vehicle');
      if (await runCheck(() => checkPlateAllowed(v.vehicle.plate))) goTo(3);
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
      if (await verifyCaptcha()) goTo(4);
      return;
    }
    const data = validWizardData(v);
    if (!data) {
      // Only reachable if stored data was edited by hand: send the visitor to the first bad step.
      const bad = loaded.allowedStep(4, v, current.captchaVerified);
      goTo(bad === 4 ? 3 : bad);
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
    const from = stateRef.current.step;
    clearWizard();
    clearDraft();
    dispatch({ type: 'clear' });
    // The form starts again at step 1, in place of the step it was cleared on.
    if (from !== 1) {
      const { pathname, search } = locationRef.current;
      navigate({ pathname, search: searchWithStep(search, 1) }, { replace: true });
    }
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
          {step === 4 ? <ReviewStep values={values} onEdit={goTo} /> : null}
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
            <Button variant="secondary" onClick={goBack}>
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
