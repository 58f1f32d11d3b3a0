import { type FirstViewFocus, followFirstViewFocus } from 'design-system/first-view/first-view-focus';

/** Marks the root of the Customers page's first view; its value is the language it is written in. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** Set on the first view's search form by its own script when Search was pressed before the page ran. */
export const FIRST_VIEW_SUBMITTED_ATTRIBUTE = 'data-first-view-submitted';
/** The name of the first view's search input. */
export const FIRST_VIEW_SEARCH_NAME = 'q';

let typed: string | null = null;
let focus: FirstViewFocus | null = null;
let form: HTMLFormElement | null = null;

/**
 * What a staff member types into the Customers page's first view (customers-first-view.ts) while the
 * admin loads: read when this module loads and on every keystroke after, until the page takes it.
 */
if (typeof document !== 'undefined') {
  const root = document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}] form.customers-page__search`);
  if (root instanceof HTMLFormElement) {
    form = root;
    const read = () => root.querySelector<HTMLInputElement>(`input[name="${FIRST_VIEW_SEARCH_NAME}"]`)?.value;
    typed = read() ?? null;
    root.addEventListener('input', () => {
      if (form) typed = read() ?? null;
    });
    focus = followFirstViewFocus((node) => root.contains(node));
  }
}

/** What was typed so far, without taking it: a time-sliced render may read it more than once. */
export function peekFirstViewSearch(): string {
  return typed ?? '';
}

/**
 * Once, when the page replaces the first view: the text typed there, whether Search was pressed, and
 * the input the visitor was typing in (its focus was lost with it) so the page's own input takes it.
 */
export function claimFirstViewSearch(): {
  text: string;
  submitted: boolean;
  lostFocus: HTMLInputElement | null;
} {
  const claimed = {
    text: typed ?? '',
    submitted: form?.hasAttribute(FIRST_VIEW_SUBMITTED_ATTRIBUTE) ?? false,
    lostFocus: focus?.lost() ?? null,
  };
  typed = null;
  focus = null;
  form = null;
  return claimed;
}
