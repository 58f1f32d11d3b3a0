import { type OnlineAvailabilityAnswer, readAvailability } from './api/get-online-availability';

/**
 * The landing's first view (HTML the shell's server inlines into the page, src/app/first-view) fetches
 * the count itself, long before this bundle runs, and leaves it on its status element under this
 * attribute, with the garage's today from the same answer under the next one. The live count starts
 * from them instead of asking the API a second time.
 */
export const FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE = 'data-open-slots';
export const FIRST_VIEW_TODAY_ATTRIBUTE = 'data-garage-today';

/** Marks the root of a first view; its value is the language it is written in. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/** The answer the first view on this page already shows, or null (none, or its read has not answered). */
export function firstViewAvailability(): OnlineAvailabilityAnswer | null {
  if (typeof document === 'undefined') return null;
  const status = document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}] [${FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE}]`);
  const value = status?.getAttribute(FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE);
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null;
  return readAvailability(Number(value), status?.getAttribute(FIRST_VIEW_TODAY_ATTRIBUTE));
}
