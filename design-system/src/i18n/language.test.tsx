import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../components/language-switch';
import {
  catalogsReady,
  createLanguageStore,
  getLanguage,
  getT,
  interpolate,
  languageFromNavigator,
  type MessageKey,
  registerCatalog,
  setLanguage,
  translate,
  useT,
} from './language';
import { LANGUAGE_STORAGE_KEY } from './language-storage-key';

afterEach(() => {
  act(() => setLanguage('en'));
});

function Title() {
  const t = useT();
  return <h1>{t('common.notFound.title')}</h1>;
}

describe('language store', () => {
  it('defaults from navigator.language: es… -> Spanish, anything else -> English', () => {
    expect(languageFromNavigator('es-MX')).toBe('es');
    expect(languageFromNavigator('ES')).toBe('es');
    expect(languageFromNavigator('en-US')).toBe('en');
    expect(languageFromNavigator('fr')).toBe('en');
    expect(languageFromNavigator(undefined)).toBe('en');
    expect(createLanguageStore({ navigatorLanguage: 'es-419' }).get()).toBe('es');
    expect(createLanguageStore({ navigatorLanguage: 'pt-BR' }).get()).toBe('en');
  });

  it('persists the choice in localStorage "lang" and restores it after a reload', () => {
    const first = createLanguageStore({ navigatorLanguage: 'en-US' });
    first.set('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    // A reload: a fresh store reading the same storage, whatever the browser language.
    const afterReload = createLanguageStore({ navigatorLanguage: 'en-US' });
    expect(afterReload.get()).toBe('es');
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(createLanguageStore({ navigatorLanguage: 'es' }).get()).toBe('es');
  });

  it('sets document.documentElement.lang', () => {
    const store = createLanguageStore({ navigatorLanguage: 'en' });
    expect(document.documentElement.lang).toBe('en');
    store.set('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('notifies subscribers on change only', () => {
    const store = createLanguageStore({ navigatorLanguage: 'en' });
    let calls = 0;
    store.subscribe(() => calls++);
    store.set('en');
    store.set('es');
    store.set('es');
    expect(calls).toBe(1);
  });

  it('follows other tabs through the storage event', () => {
    const store = createLanguageStore({ navigatorLanguage: 'en' });
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'es' }));
    expect(store.get()).toBe('es');
  });
});

describe('translation', () => {
  it('interpolates {name} placeholders', () => {
    expect(getT('en')('common.remote.unavailable', { area: 'payments portal' })).toBe(
      'The payments portal is unavailable right now.',
    );
    expect(getT('es')('common.pagination.pageOfTotal', { page: 2, total: 5 })).toBe('Página 2 / 5');
    expect(interpolate('{a} and {b} and {a}', { a: 1, b: 'x' })).toBe('1 and x and 1');
    expect(interpolate('keeps {unknown}', {})).toBe('keeps {unknown}');
  });

  it("ends a sentence once after a value's own period (a time in Spanish), never twice", () => {
    expect(interpolate('Reservado hasta el {time}.', { time: '28 de noviembre de 2026, 7:09 a.m.' })).toBe(
      'Reservado hasta el 28 de noviembre de 2026, 7:09 a.m.',
    );
    expect(interpolate('Held until {time}.', { time: '7:09 AM' })).toBe('Held until 7:09 AM.');
    expect(interpolate('Total: {amount}.', { amount: '$250.00' })).toBe('Total: $250.00.');
    expect(interpolate('{a}. {b}', { a: 'p.m.', b: 'x' })).toBe('p.m. x');
  });

  it('translates in the current language outside React', () => {
    setLanguage('es');
    expect(getLanguage()).toBe('es');
    expect(translate('common.close')).toBe('Cerrar');
    setLanguage('en');
    expect(translate('common.close')).toBe('Close');
  });

  it('useT re-renders components when the language changes, and LanguageSwitch changes it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <Title />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Page not found');
    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(spanish).toHaveAttribute('lang', 'es');

    await user.click(spanish);
    expect(screen.getByRole('heading')).toHaveTextContent('Página no encontrada');
    expect(spanish).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('lang')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
  });
});

describe('registerCatalog', () => {
  it('finds text that only a later-deployed module brought, and prefers its wording', () => {
    setLanguage('es');
    const t = getT('es');
    expect(t('common.retry' as MessageKey)).toBe('Reintentar');
    registerCatalog({
      en: { laterRemote: { title: 'Brand new screen' }, common: { retry: 'Try again' } },
      es: { laterRemote: { title: 'Pantalla nueva' } },
    });
    expect(t('laterRemote.title' as MessageKey)).toBe('Pantalla nueva');
    // Spanish the new module lacks still comes from the catalogs that have it.
    expect(t('common.retry' as MessageKey)).toBe('Reintentar');
    expect(getT('en')('common.retry' as MessageKey)).toBe('Try again');
  });
});

describe('catalogs loaded per language', () => {
  it('loads only the current language; switching waits for the other one, never showing raw keys', async () => {
    const loads: string[] = [];
    let releaseSpanish = () => {};
    registerCatalog({
      en: async () => {
        loads.push('en');
        return { lazyArea: { title: 'Lazy title' } };
      },
      es: () => {
        loads.push('es');
        return new Promise<object>((resolve) => {
          releaseSpanish = () => resolve({ lazyArea: { title: 'Título perezoso' } });
        });
      },
    });
    await catalogsReady('en');
    expect(loads).toEqual(['en']);
    expect(translate('lazyArea.title' as MessageKey)).toBe('Lazy title');

    setLanguage('es');
    // Still English until the Spanish chunk has arrived.
    expect(getLanguage()).toBe('en');
    expect(loads).toEqual(['en', 'es']);
    releaseSpanish();
    await catalogsReady('es');
    await Promise.resolve();
    expect(getLanguage()).toBe('es');
    expect(translate('lazyArea.title' as MessageKey)).toBe('Título perezoso');
    expect(catalogsReady('es')).toBeUndefined();
  });

  it('a catalog that fails to load keeps the current language and is tried again later', async () => {
    let fail = true;
    registerCatalog({
      en: { flaky: { title: 'Flaky' } },
      es: async () => {
        if (fail) throw new Error('offline');
        return { flaky: { title: 'Inestable' } };
      },
    });
    setLanguage('es');
    await expect(catalogsReady('es')).rejects.toThrow('offline');
    expect(getLanguage()).toBe('en');
    fail = false;
    setLanguage('es');
    await catalogsReady('es');
    await Promise.resolve();
    expect(getLanguage()).toBe('es');
    expect(translate('flaky.title' as MessageKey)).toBe('Inestable');
  });
});
