import type { ValidWizardData } from 'api/contract/wizard-data';
import { readJson, remove, writeJson } from './session-json';

/**
 * The confirmed wizard lives in sessionStorage (SPEC section 4) from the review step until /success:
 * checkout reads it, a reload of the landing page restores it at step 4, and closing the tab
 * forgets it, so a shared phone does not keep someone's address. Reading it back checks it against
 * the contract's schemas (`wizard-storage.ts`, zod); this half needs no schema, so the landing's
 * wizard can save, clear and look for a saved copy without loading zod.
 */
export const WIZARD_STORAGE_KEY = 'signup.wizard.v1';

export function saveWizard(data: ValidWizardData): void {
  writeJson(WIZARD_STORAGE_KEY, data);
}

/** Whether anything is saved (not whether it is valid): only then is it worth loading the schemas. */
export function hasSavedWizard(): boolean {
  return readJson(WIZARD_STORAGE_KEY) !== null;
}

export function clearWizard(): void {
  remove(WIZARD_STORAGE_KEY);
}
