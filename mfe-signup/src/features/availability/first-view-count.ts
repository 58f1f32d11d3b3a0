import type { OpenSlots } from './use-online-availability';

/**
 * The landing's first view (HTML the shell's server inlines into the page, src/app/first-view) fetches
 * the count itself, long before this bundle runs, and leaves it on its status element under this
 * attribute. The live count starts from it instead of asking the API a second time.
 */
export const FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE = 'data-open-slots';

/** Marks the root of a first view; its value is the language it is written in. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** The count the first view on this page already shows, or null (none, or its read has not answered). */
export function firstViewOpenSlots(): OpenSlots {
  if (typeof document === 'undefined') return null;
  const value = document
    .querySelector(`[${FIRST_VIEW_ATTRIBUTE}] [${FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE}]`)
    ?.getAttribute(FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE);
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}
