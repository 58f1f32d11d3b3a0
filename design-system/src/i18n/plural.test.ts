import { describe, expect, it } from 'vitest';
import { LOCALES } from './catalog';
import { LANGUAGE_CODES } from './language-codes';
import { countedKey, pluralForm } from './plural';

describe('plural forms', () => {
  it('picks the form Intl.PluralRules picks in every language, for the whole numbers a screen counts', () => {
    for (const language of LANGUAGE_CODES) {
      const rules = new Intl.PluralRules(LOCALES[language]);
      for (let count = 0; count <= 1000; count++) {
        const intl = rules.select(count);
        expect(pluralForm(count), `${language} ${count}`).toBe(intl === 'one' ? 'one' : 'other');
        // Only the forms the catalogs write exist for these numbers in these languages.
        expect(['one', 'other'], `${language} ${count}`).toContain(intl);
      }
    }
  });

  it('names the key of that form', () => {
    expect(countedKey('payments.dashboard.active', 1)).toBe('payments.dashboard.active.one');
    expect(countedKey('payments.dashboard.active', 0)).toBe('payments.dashboard.active.other');
    expect(countedKey('payments.dashboard.active', 12)).toBe('payments.dashboard.active.other');
  });
});
