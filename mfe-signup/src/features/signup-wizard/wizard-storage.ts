import { type ValidWizardData, wizardDataSchema } from 'api/contract/wizard-data';
import { readJson, remove, writeJson } from './session-json';

/**
 * The confirmed wizard lives in sessionStorage (SPEC section 4) from the review step until /success:
 * checkout reads it, a reload of the landing page restores it at step 4, and closing the tab
 * forgets it, so a shared phone does not keep someone's address.
 */
export const WIZARD_STORAGE_KEY = 'signup.wizard.v1';

export function saveWizard(data: ValidWizardData): void {
  writeJson(WIZARD_STORAGE_KEY, data);
}

/** The saved wizard, re-checked against the contract; null when absent, tampered or outdated. */
export function loadWizard(): ValidWizardData | null {
  const stored = readJson(WIZARD_STORAGE_KEY);
  if (stored === null) return null;
  const result = wizardDataSchema.safeParse(stored);
  return result.success ? result.data : null;
}

export function clearWizard(): void {
  remove(WIZARD_STORAGE_KEY);
}
