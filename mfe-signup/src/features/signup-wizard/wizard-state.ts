import { EMPTY_WIZARD_VALUES, type WizardSection, type WizardValues } from './wizard-values';

export type WizardStep = 1 | 2 | 3 | 4;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3, 4];
export const STEP_SECTIONS: Readonly<Record<Exclude<WizardStep, 4>, WizardSection>> = {
  1: 'personal',
  2: 'vehicle',
  3: 'address',
};

export interface WizardState {
  step: WizardStep;
  values: WizardValues;
  /** Fields the visitor has left: their errors show from then on. */
  touched: ReadonlySet<string>;
  /** Steps where Next was pressed: every error of the step shows. */
  attempted: ReadonlySet<WizardStep>;
  /** A server check's answer (banned e-mail, taken plate, ZIP mismatch) or a failed request. */
  stepError: string | null;
  busy: boolean;
  captchaToken: string | null;
  /** Stays true once the server accepted a token: a token can be verified only once. */
  captchaVerified: boolean;
  captchaError: string | null;
  /** Bumped to make the CAPTCHA widget start over (after a failed verification). */
  captchaResetKey: number;
}

export type FieldValue<S extends WizardSection> = WizardValues[S][keyof WizardValues[S]];

export type WizardAction =
  | { type: 'change'; section: WizardSection; field: string; value: string }
  | { type: 'touch'; section: WizardSection; field: string }
  | { type: 'attempt' }
  | { type: 'busy' }
  | { type: 'stepError'; message: string }
  /** The step shown changes (Next, Back, Edit, the browser's history); `flagErrors` shows its problems. */
  | { type: 'show'; step: WizardStep; flagErrors?: boolean }
  | { type: 'captchaToken'; token: string | null }
  | { type: 'captchaVerified' }
  /** `reset`: the token was spent or refused, so the widget must issue a new one. */
  | { type: 'captchaFailed'; message: string; reset: boolean }
  | { type: 'clear' };

/** Where a wizard starts: what this tab kept (wizard-start.ts), at the step it may show. */
export interface WizardStart {
  step: WizardStep;
  values: WizardValues;
  /** The CAPTCHA was passed before (a token is verified once; the wizard remembers that it passed). */
  captchaVerified: boolean;
}

export const FRESH_START: WizardStart = { step: 1, values: EMPTY_WIZARD_VALUES, captchaVerified: false };

export function initialWizardState(start: WizardStart = FRESH_START): WizardState {
  return {
    step: start.step,
    values: start.values,
    touched: new Set(),
    attempted: new Set(),
    stepError: null,
    busy: false,
    captchaToken: null,
    captchaVerified: start.captchaVerified,
    captchaError: null,
    captchaResetKey: 0,
  };
}

function changeValue(
  values: WizardValues,
  section: WizardSection,
  field: string,
  value: string,
): WizardValues {
  const next = { ...values[section], [field]: value };
  // SPEC section 5: a different make makes the model (and its suggestions) meaningless.
  if (section === 'vehicle' && field === 'make' && value !== values.vehicle.make) {
    return { ...values, vehicle: { ...values.vehicle, make: value, model: '' } };
  }
  return { ...values, [section]: next };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        values: changeValue(state.values, action.section, action.field, action.value),
        stepError: null,
      };
    case 'touch': {
      const key = `${action.section}.${action.field}`;
      if (state.touched.has(key)) return state;
      return { ...state, touched: new Set([...state.touched, key]) };
    }
    case 'attempt':
      return { ...state, attempted: new Set([...state.attempted, state.step]), stepError: null };
    case 'busy':
      return { ...state, busy: true, stepError: null };
    case 'stepError':
      return { ...state, busy: false, stepError: action.message };
    case 'show':
      return {
        ...state,
        busy: false,
        stepError: null,
        step: action.step,
        attempted: action.flagErrors ? new Set([...state.attempted, action.step]) : state.attempted,
      };
    case 'captchaToken':
      return { ...state, captchaToken: action.token, captchaError: null };
    case 'captchaVerified':
      return { ...state, captchaVerified: true, captchaError: null };
    case 'captchaFailed':
      return {
        ...state,
        busy: false,
        captchaToken: action.reset ? null : state.captchaToken,
        captchaError: action.message,
        captchaResetKey: action.reset ? state.captchaResetKey + 1 : state.captchaResetKey,
      };
    case 'clear':
      return initialWizardState();
  }
}
