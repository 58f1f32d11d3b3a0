import { type ValidWizardData, wizardDataSchema } from 'api/contract/wizard-data';
import { readJson } from './session-json';
import { WIZARD_STORAGE_KEY } from './wizard-session';

/** The saved wizard, re-checked against the contract; null when absent, tampered or outdated. */
export function loadWizard(): ValidWizardData | null {
  const stored = readJson(WIZARD_STORAGE_KEY);
  if (stored === null) return null;
  const result = wizardDataSchema.safeParse(stored);
  return result.success ? result.data : null;
}
