import { readJson, remove, writeJson } from './session-json';

/**
 * Set by /success, read by the landing page's thank-you state. Apart from the wizard's storage so the
 * landing reads it without loading the contract's schemas (zod).
 */
export const PURCHASE_STORAGE_KEY = 'signup.purchase.v1';

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
