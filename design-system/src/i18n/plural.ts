/**
 * The forms a counted message is written in: `{ one: '{days} día', other: '{days} días' }`, never
 * "día(s)". English and Spanish agree for whole numbers: `one` is exactly 1, everything else (0
 * included) is `other`, which is what Intl.PluralRules selects for both (plural.test.ts holds every
 * language of LANGUAGE_CODES to it; Spanish's `many`, for round millions, reads as `other`). Written
 * out rather than asking Intl: its first use loads the browser's locale data on the page's main thread.
 */
export type PluralForm = 'one' | 'other';

export function pluralForm(count: number): PluralForm {
  return count === 1 ? 'one' : 'other';
}

/** The key of the form `count` takes: `t(countedKey('payments.dashboard.active', days), { days })`. */
export function countedKey<K extends string>(key: K, count: number): `${K}.${PluralForm}` {
  return `${key}.${pluralForm(count)}`;
}
