import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { getLanguage, setLanguage } from '../design-system/src/i18n/language';

// findBy*/waitFor give up after 1 s by default: too tight when all packages test at once on 2 cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The next test file in this worker shares this window (vitest-react.ts): it starts at `/`, on real
// timers and the real globals, with an empty body and English, as a fresh window would. (What a test
// appends to <head> stays: a module loaded once per worker may have put its styles there.)
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  setLanguage('en');
  await vi.waitFor(() => {
    if (getLanguage() !== 'en') throw new Error('the language store is still switching');
  });
  localStorage.clear();
});
