import type { Pass } from '../../lib/portal-api';

/** Marks the root of a first view; its value is the language it is written in. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** The names of the first view's inputs: also the query a plain submit sends (?email&plate). */
export const FIRST_VIEW_INPUT_NAMES = { email: 'email', plate: 'plate' } as const;

function typedValue(name: string): string {
  if (typeof document === 'undefined') return '';
  const input = document.querySelector<HTMLInputElement>(`[${FIRST_VIEW_ATTRIBUTE}] input[name="${name}"]`);
  return input?.value.trim() ?? '';
}

/**
 * What the visitor typed into the first view (payments-first-view.ts) before this bundle ran, read when
 * this module is evaluated: the shell still shows those inputs then, and the portal's first render
 * replaces them.
 */
let typed: Partial<Pass> | null = (() => {
  const email = typedValue(FIRST_VIEW_INPUT_NAMES.email);
  const plate = typedValue(FIRST_VIEW_INPUT_NAMES.plate);
  return email || plate ? { email, plate } : null;
})();

/** The typed e-mail and plate, once: only the first sign-in form the visitor sees gets them. */
export function claimFirstViewPass(): Partial<Pass> | null {
  const pass = typed;
  typed = null;
  return pass;
}
