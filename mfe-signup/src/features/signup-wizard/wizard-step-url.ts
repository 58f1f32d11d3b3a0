import type { WizardStep } from './wizard-state';

// Each wizard step is an entry of the browser's history, named in the address: `/?step=3` (an offer
// link's `?offer=` stays beside it), step 1 being the page itself (docs/decisions/signup-wizard-history.md).

export const STEP_PARAM = 'step';

/** The step an address names, or null when it names none (or something that is not a step). */
export function stepInSearch(search: string): WizardStep | null {
  const value = new URLSearchParams(search).get(STEP_PARAM);
  return value === '1' || value === '2' || value === '3' || value === '4'
    ? (Number(value) as WizardStep)
    : null;
}

/** The same query string (every other parameter kept) naming `step`; step 1 names none. */
export function searchWithStep(search: string, step: WizardStep): string {
  const params = new URLSearchParams(search);
  if (step === 1) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, String(step));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the wizard keeps in each history entry it adds: the step shown before it. */
export interface WizardHistoryState {
  wizardStepBefore: WizardStep;
}

export const historyState = (before: WizardStep): WizardHistoryState => ({ wizardStepBefore: before });

/** The step shown before this history entry, when the wizard added the entry (else null). */
export function stepBefore(state: unknown): WizardStep | null {
  const before = typeof state === 'object' && state !== null ? Reflect.get(state, 'wizardStepBefore') : null;
  return before === 1 || before === 2 || before === 3 || before === 4 ? before : null;
}
