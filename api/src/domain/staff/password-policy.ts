import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as spanish from '@zxcvbn-ts/language-es-es';

// Staff passwords (docs/decisions/staff-accounts.md): at least 12 characters and not guessable by the
// offline dictionaries a cracker starts with (common passwords, English and Spanish words, names,
// keyboard runs, dates). zxcvbn-ts estimates the guesses; 10^10 is its "score 4" line, enough that an
// offline attack on the scrypt hash of one password is out of reach.

export const STAFF_PASSWORD_MIN_LENGTH = 12;
// scrypt's work is per byte past a point; a megabyte "password" would only cost the server. The input
// schema refuses longer ones first (contract/staff-accounts.ts).
export const STAFF_PASSWORD_MAX_LENGTH = 200;
const MIN_GUESSES_LOG10 = 10;

export type PasswordProblem = 'password_too_short' | 'password_too_common' | 'password_too_guessable';

let factory: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries take a moment to load, and most processes never check one.
const estimator = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
};

/**
 * Null when the password may be used; else why not. `personal` are words about this person or this
 * garage (username, e-mail) that must not carry the password.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): PasswordProblem | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return 'password_too_short';
  const words = [...personal, 'garage', 'parking', 'border', 'estacionamiento', 'admin', 'ambassador'];
  const result = estimator().check(password, words.filter(Boolean));
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  // A password whose weakest part is a known password (not just a word) is named as such.
  const known = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common',
  );
  return known ? 'password_too_common' : 'password_too_guessable';
}
