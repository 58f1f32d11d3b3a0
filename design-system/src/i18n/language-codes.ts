import type { Language } from './catalog';

/** The languages every text is written in: its own module so build and server scripts can name them. */
export const LANGUAGE_CODES: readonly Language[] = ['en', 'es'];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGE_CODES.includes(value as Language);
}
