import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageStore } from './language';
import { languageScriptExpression } from './language-script';

// What the page's plain script decides, run in the global scope as the browser runs it.
const scriptLanguage = () => new Function(`return ${languageScriptExpression};`)() as string;

describe('the language rule as a plain script', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['es', 'en-US', 'es'],
    ['en', 'es-MX', 'en'],
    [null, 'es-MX', 'es'],
    [null, 'ES', 'es'],
    [null, 'fr-FR', 'en'],
    ['klingon', 'es', 'es'],
  ])('stored %s, browser %s: %s, as the language store decides', (stored, browser, expected) => {
    if (stored) localStorage.setItem('lang', stored);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser);
    expect(scriptLanguage()).toBe(expected);
    expect(createLanguageStore({ root: null, eventTarget: null }).get()).toBe(expected);
  });

  it('falls back to the browser language where storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    expect(scriptLanguage()).toBe('es');
  });
});
