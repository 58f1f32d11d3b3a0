/**
 * Language store (English / Español), shared by the shell and every remote.
 * Persisted in localStorage 'lang'; default from navigator.language ('es…' -> Spanish, else English).
 * Keeps `document.documentElement.lang` in sync.
 */
import { use, useCallback, useRef, useSyncExternalStore } from 'react';
import { createEmitter } from '../internal/emitter';
import { globalSingleton } from '../internal/global-singleton';
import { browserStorage, type KeyValueStorage } from '../internal/storage';
import type { Language, MessageKey, TFunction, TranslateArgs } from './catalog';
import { isLanguage } from './language-codes';
import { LANGUAGE_STORAGE_KEY } from './language-storage-key';
import { messagesEn } from './messages-en';
import { messagesEs } from './messages-es';

export type { Language, MessageKey, TFunction } from './catalog';

/** The languages offered, each named in its own language. */
export const LANGUAGES: ReadonlyArray<{ code: Language; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
];

/** 'es', 'es-MX', 'ES' -> 'es'; anything else -> 'en'. */
export function languageFromNavigator(navigatorLanguage: string | undefined): Language {
  return navigatorLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export interface LanguageStore {
  get(): Language;
  set(language: Language): void;
  subscribe(listener: () => void): () => void;
}

export interface LanguageStoreOptions {
  storage?: KeyValueStorage;
  /** Defaults to navigator.language. */
  navigatorLanguage?: string;
  /** Element whose `lang` is kept in sync; defaults to document.documentElement. */
  root?: HTMLElement | null;
  /** Where to listen for cross-tab 'storage' events; defaults to window. */
  eventTarget?: EventTarget | null;
  /**
   * Called before switching; a returned promise delays the switch until it settles (the new language's
   * catalogs are loading), so the page never shows raw keys. Undefined: switch at once.
   */
  prepare?: (language: Language) => Promise<unknown> | undefined;
}

export function createLanguageStore(options: LanguageStoreOptions = {}): LanguageStore {
  const storage = options.storage ?? browserStorage();
  const root =
    options.root !== undefined
      ? options.root
      : typeof document === 'undefined'
        ? null
        : document.documentElement;
  const eventTarget =
    options.eventTarget !== undefined ? options.eventTarget : typeof window === 'undefined' ? null : window;
  const navigatorLanguage =
    options.navigatorLanguage ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  const emitter = createEmitter();

  const stored = storage.get(LANGUAGE_STORAGE_KEY);
  let current: Language = isLanguage(stored) ? stored : languageFromNavigator(navigatorLanguage);

  const applyToDocument = () => {
    if (root) root.lang = current;
  };
  applyToDocument();

  // The language last asked for: a slower load of an earlier choice must not win over it.
  let requested = current;
  const switchTo = (language: Language) => {
    requested = language;
    const apply = () => {
      if (requested !== language || language === current) return;
      current = language;
      applyToDocument();
      emitter.emit();
    };
    const ready = options.prepare?.(language);
    // A catalog that fails to load keeps the page in the language it can show.
    if (ready) void ready.then(apply, () => undefined);
    else apply();
  };

  eventTarget?.addEventListener('storage', (event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === LANGUAGE_STORAGE_KEY && isLanguage(newValue)) switchTo(newValue);
  });

  return {
    get: () => current,
    set(language) {
      if (!isLanguage(language)) return;
      storage.set(LANGUAGE_STORAGE_KEY, language);
      switchTo(language);
    },
    subscribe: emitter.subscribe,
  };
}

const store = globalSingleton('language', () =>
  createLanguageStore({ prepare: (language) => catalogsReady(language) }),
);

export const getLanguage = (): Language => store.get();
export const setLanguage = (language: Language): void => store.set(language);
export const subscribeLanguage = (listener: () => void): (() => void) => store.subscribe(listener);

/** A language's message tree, or a loader for it (a dynamic import: the chunk loads when needed). */
export type CatalogSource = object | (() => Promise<object>);

/** What a bundle registers: one source per language. Loaders are replaced by their tree once loaded. */
export type CatalogPair = Record<Language, CatalogSource>;

/**
 * Every catalog a loaded bundle was built with, newest registration first. Each bundle has its own
 * copy of this module (docs/decisions/design-system-bundled-per-app.md) and registers its own catalog
 * (its `src/catalog.ts` and `./own-catalog`), so a remote deployed later with new text needs no shell
 * rebuild. Kept on globalThis so every copy of this module sees one registry.
 */
const registeredCatalogs = globalSingleton('catalogs', (): CatalogPair[] => []);
const inFlight = globalSingleton(
  'catalog-loads',
  () => new WeakMap<CatalogPair, Map<Language, Promise<void>>>(),
);
const readiness = globalSingleton('catalog-readiness', () => new Map<Language, Promise<void>>());

/**
 * Adds a bundle's catalog. A language given as a loader starts loading at once when it is the current
 * one (so the chunk travels alongside the bundle's own code); the other loads when a visitor switches.
 */
export function registerCatalog(catalog: CatalogPair): void {
  if (registeredCatalogs.includes(catalog)) return;
  registeredCatalogs.unshift(catalog);
  readiness.clear();
  void catalogsReady(store.get())?.catch(() => undefined);
}

function load(catalog: CatalogPair, language: Language): Promise<void> | undefined {
  const source = catalog[language];
  if (typeof source !== 'function') return undefined;
  let loads = inFlight.get(catalog);
  if (!loads) {
    loads = new Map();
    inFlight.set(catalog, loads);
  }
  let loading = loads.get(language);
  if (!loading) {
    loading = (source as () => Promise<object>)().then(
      (tree) => {
        catalog[language] = tree;
      },
      (error: unknown) => {
        loads.delete(language); // a later attempt (retry, next switch) loads it again
        throw error;
      },
    );
    loads.set(language, loading);
  }
  return loading;
}

/**
 * Undefined when every registered catalog has `language` in memory; otherwise one promise (the same
 * one until it settles or another catalog registers, as React's `use` needs) for loading them.
 */
export function catalogsReady(language: Language): Promise<void> | undefined {
  const cached = readiness.get(language);
  if (cached) return cached;
  const loads = registeredCatalogs.map((catalog) => load(catalog, language)).filter((p) => p !== undefined);
  if (loads.length === 0) return undefined;
  const ready = Promise.all(loads).then(
    () => {
      readiness.delete(language);
    },
    (error: unknown) => {
      readiness.delete(language);
      throw error;
    },
  );
  readiness.set(language, ready);
  return ready;
}

/**
 * Suspends (to the nearest <Suspense>) until the current language's catalogs are loaded. A remote's
 * root calls it, so its text never shows as raw keys while its catalog chunk is on the way.
 */
export function useCatalogs(): void {
  const language = useSyncExternalStore(store.subscribe, store.get, store.get);
  // The load this root waited for. React replays a root that waited in `use` with the hooks of its
  // first attempt; finding the catalog loaded by then, a replay that skipped `use` shifted every later
  // hook of the root (React error #467, reported as #520 on the landing and /admin). So a root that
  // has waited keeps calling `use` with that load (settled, it returns at once); one that never had to
  // wait never calls it.
  const waited = useRef<Promise<void> | undefined>(undefined);
  const loading = catalogsReady(language);
  if (loading) waited.current = loading;
  if (waited.current) use(waited.current);
}

registerCatalog({ en: messagesEn, es: messagesEs });

function lookupIn(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function lookup(language: Language, key: string): string | undefined {
  for (const catalog of registeredCatalogs) {
    const message = lookupIn(catalog[language], key);
    if (message !== undefined) return message;
  }
  return undefined;
}

/**
 * Replaces `{name}` with params.name; unknown placeholders are left as they are. A value that ends in
 * an abbreviation's period ('7:09 a.m.') where the message ends its sentence ('... hasta el {time}.')
 * keeps one period: the abbreviation's ends the sentence too ("7:09 a.m..", issue 31).
 */
export function interpolate(message: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}(\.?)/g, (match, name: string, period: string) => {
    if (!Object.hasOwn(params, name)) return match;
    const value = String(params[name]);
    return period && value.endsWith('.') ? value : `${value}${period}`;
  });
}

const translators = new Map<Language, TFunction>();

/** The translate function of a language (stable identity per language). */
export function getT(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = (key, ...args) => {
      const message = lookup(language, key) ?? lookup('en', key) ?? key;
      return interpolate(message, args[0] as Record<string, string | number> | undefined);
    };
    translators.set(language, t);
  }
  return t;
}

/** Translates in the current language, for code outside React (e.g. toast messages). */
export function translate<K extends MessageKey>(key: K, ...args: TranslateArgs<K>): string {
  return getT(getLanguage())(key, ...args);
}

/** The current language and a setter; re-renders when it changes. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const language = useSyncExternalStore(store.subscribe, store.get, store.get);
  const set = useCallback((next: Language) => store.set(next), []);
  return { language, setLanguage: set };
}

/** `const t = useT(); t('common.notFound.title'); t('common.pagination.page', { page: 2 })`. */
export function useT(): TFunction {
  const language = useSyncExternalStore(store.subscribe, store.get, store.get);
  return getT(language);
}
