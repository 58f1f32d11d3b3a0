import { type ValidWizardData, wizardDataSchema } from 'api/contract/wizard-data';

/**
 * The confirmed wizard lives in sessionStorage (SPEC section 4) from the review step until /success:
 * checkout reads it, a reload of the landing page restores it at step 4, and closing the tab
 * forgets it, so a shared phone does not keep someone's address.
 */
export const WIZARD_STORAGE_KEY = 'signup.wizard.v1';
/** Set by /success, read by the landing page's thank-you state. */
export const PURCHASE_STORAGE_KEY = 'signup.purchase.v1';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: checkout then asks the visitor to fill in the form again.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

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

export interface PurchaseRecord {
  plate: string;
}

export function rememberPurchase(record: PurchaseRecord): void {
  writeJson(PURCHASE_STORAGE_KEY, record);
}

export function loadPurchase(): PurchaseRecord | null {
  const stored = readJson(PURCHASE_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const plate = (stored as Record<string, unknown>).plate;
  return typeof plate === 'string' ? { plate } : null;
}

export function forgetPurchase(): void {
  remove(PURCHASE_STORAGE_KEY);
}
