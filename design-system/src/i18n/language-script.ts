import { LANGUAGE_STORAGE_KEY } from './language-storage-key';

/**
 * The language store's rule (language.ts: the stored choice, else the browser's) as a plain ES5
 * expression that evaluates to 'en' or 'es', for the scripts the server writes into a page and which
 * run before any bundle: a first view in the visitor's language, the text chunks to preload.
 */
export const languageScriptExpression = `(function () {
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) {}
  return stored === 'en' || stored === 'es' ? stored : /^es/i.test(navigator.language || '') ? 'es' : 'en';
})()`;
