import {
  type FirstViewFocus,
  followFirstViewFocus,
  moveFirstView,
} from 'design-system/first-view/first-view-focus';
import type { Pass } from '../../lib/portal-api';

/** Marks the root of a first view; its value is the language it is written in. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** The names of the first view's inputs: also the query a plain submit sends (?email&plate). */
export const FIRST_VIEW_INPUT_NAMES = { email: 'email', plate: 'plate' } as const;

function typedValue(root: Element, name: string): string {
  return root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value.trim() ?? '';
}

function readTyped(root: Element): Partial<Pass> | null {
  const email = typedValue(root, FIRST_VIEW_INPUT_NAMES.email);
  const plate = typedValue(root, FIRST_VIEW_INPUT_NAMES.plate);
  return email || plate ? { email, plate } : null;
}

let claimed = false;
let typed: Partial<Pass> | null = null;
let submitted = false;
let focus: FirstViewFocus | null = null;
let view: Element | null = null;

/**
 * What the visitor typed into the first view (payments-first-view.ts) before the portal's sign-in form
 * replaced it. The first view stays on screen while the portal loads and checks the session, so typing
 * goes on after this module runs: every keystroke there is followed, not only what was there at first.
 */
if (typeof document !== 'undefined') {
  const root = document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  if (root) {
    view = root;
    typed = readTyped(root);
    focus = followFirstViewFocus((node) => root.contains(node));
    root.addEventListener('input', () => {
      if (!claimed) typed = readTyped(root);
    });
    // Once the portal runs, a tap on Send is kept for the sign-in form, which sends it when it takes
    // the first view's place: a plain GET now would reload the page and lose the tap.
    root.addEventListener('submit', (event) => {
      if (claimed) return;
      event.preventDefault();
      typed = readTyped(root);
      submitted = true;
    });
  }
}

/**
 * What the visitor has typed so far, without taking it: a time-sliced render reads it and may be
 * restarted, and the first view stays on screen (and typable) until that render commits.
 */
export function peekFirstViewPass(): Partial<Pass> | null {
  return typed;
}

/** The typed e-mail and plate, once: only the first sign-in form the visitor sees gets them. */
export function claimFirstViewPass(): Partial<Pass> | null {
  const pass = typed;
  claimed = true;
  typed = null;
  return pass;
}

/** Whether Send was tapped in the first view while the portal loaded, once. */
export function claimFirstViewSubmit(): boolean {
  const wasSubmitted = submitted;
  submitted = false;
  return wasSubmitted;
}

/**
 * The first view's input the visitor was typing in when the sign-in form took its place (which drops
 * focus and a phone's keyboard), once: the form puts them back in its own input of that name.
 */
export function claimFirstViewFocus(): HTMLInputElement | null {
  const lost = focus?.lost() ?? null;
  focus = null;
  return lost;
}

/**
 * The first view itself, while no page of the portal has been shown: the loading state of a page whose
 * code is still on its way shows it instead of a spinner, so a visitor typing in it goes on typing.
 */
export function peekFirstView(): Element[] | null {
  return claimed || !view ? null : [view];
}

/** Moves the first view into `holder`, the visitor still in the field they were typing in. */
export function showFirstViewIn(holder: HTMLElement, firstView: readonly Node[]): void {
  moveFirstView(holder, firstView, focus);
}

/** Once a page has been shown: a later page's loading state is a spinner. */
export function forgetFirstView(): void {
  view = null;
}
