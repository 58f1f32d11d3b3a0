/**
 * The wizard's rules (the contract's zod schemas) load on demand: when the visitor first focuses or
 * types in the wizard, or at the latest on Next. Step 1 renders and takes typing without them, so
 * zod is not part of the landing's first download. One import for the page's life; a failed one
 * (network) is tried again on the next call.
 */
export type WizardRules = typeof import('./wizard-rules');

let pending: Promise<WizardRules> | null = null;

export function loadWizardRules(): Promise<WizardRules> {
  pending ??= import('./wizard-rules').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
