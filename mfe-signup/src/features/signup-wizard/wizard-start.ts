import { loadWizardRules, type WizardRules } from './load-wizard-rules';
import { loadDraft, type WizardDraft } from './wizard-draft';
import { hasSavedWizard } from './wizard-session';
import { FRESH_START, type WizardStart, type WizardStep } from './wizard-state';
import { stepInSearch } from './wizard-step-url';
import { EMPTY_WIZARD_VALUES, valuesFromWizardData } from './wizard-values';

/**
 * Where the landing's wizard starts when it is mounted: what this tab kept, at the step its address
 * names. Step 1 with the draft (the usual first view) is known at once; any later step, or a wizard
 * confirmed before checkout and no draft, needs the rules (the contract's schemas) first.
 */
export type StartPlan =
  | { kind: 'ready'; start: WizardStart }
  | { kind: 'check'; requested: WizardStep; draft: WizardDraft | null; fallback: WizardStart };

export function planWizardStart(search: string): StartPlan {
  const draft = loadDraft();
  const named = stepInSearch(search);
  const confirmed = hasSavedWizard();
  // SPEC section 4: a wizard confirmed in this tab comes back at its review step when the landing is
  // opened without a step (the top bar's link, a new visit in the tab).
  const requested = named ?? (confirmed ? 4 : 1);
  const atStepOne: WizardStart = draft ? { ...draft, step: 1 } : FRESH_START;
  if (requested === 1 && (draft || !confirmed)) return { kind: 'ready', start: atStepOne };
  return { kind: 'check', requested, draft, fallback: atStepOne };
}

/**
 * With the rules loaded: the kept values (the draft, else the confirmed wizard) at the step asked for,
 * or at the first earlier step that does not pass. The rules come along so the wizard need not wait.
 */
export async function checkWizardStart(
  plan: Extract<StartPlan, { kind: 'check' }>,
): Promise<{ start: WizardStart; rules: WizardRules }> {
  const [rules, confirmed] = await Promise.all([
    loadWizardRules(),
    plan.draft ? null : import('./wizard-storage').then(({ loadWizard }) => loadWizard()),
  ]);
  const values = plan.draft?.values ?? (confirmed ? valuesFromWizardData(confirmed) : EMPTY_WIZARD_VALUES);
  // The confirmed wizard passed the CAPTCHA before it was saved.
  const captchaVerified = plan.draft?.captchaVerified ?? confirmed !== null;
  const step = rules.allowedStep(plan.requested, values, captchaVerified);
  return { start: { step, values, captchaVerified }, rules };
}
