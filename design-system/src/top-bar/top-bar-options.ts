/**
 * Per-screen options for the shell's top bar, set by the screen (in any remote) that is showing.
 * Screens call `useTopBarOptions({...})`; the shell reads `useCurrentTopBarOptions()`.
 * Options are a stack: the most recently mounted screen wins, and unmounting removes only that
 * screen's entry, so overlapping route transitions never clear a newer screen's options.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createEmitter } from '../internal/emitter';
import { globalSingleton } from '../internal/global-singleton';

export interface TopBarOptions {
  /** Show a back button: to this path, or 'history' to go to the previous page. */
  back?: string | 'history';
  /** Logo and name are shown but not a link. */
  logoLinkDisabled?: boolean;
  /** Hide the main links (Monthly Pass, Payments, Lost Card). */
  linksHidden?: boolean;
}

export interface TopBarOptionsHandle {
  update(options: TopBarOptions): void;
  remove(): void;
}

export interface TopBarOptionsStore {
  get(): Readonly<TopBarOptions>;
  push(options: TopBarOptions): TopBarOptionsHandle;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

const NO_OPTIONS: Readonly<TopBarOptions> = Object.freeze({});

function normalize(options: TopBarOptions): Readonly<TopBarOptions> {
  const result: TopBarOptions = {};
  if (options.back !== undefined && options.back !== '') result.back = options.back;
  if (options.logoLinkDisabled) result.logoLinkDisabled = true;
  if (options.linksHidden) result.linksHidden = true;
  return Object.freeze(result);
}

export function createTopBarOptionsStore(): TopBarOptionsStore {
  const emitter = createEmitter();
  let entries: Array<{ id: number; options: Readonly<TopBarOptions> }> = [];
  let nextId = 1;
  let snapshot: Readonly<TopBarOptions> = NO_OPTIONS;

  const recompute = () => {
    const top = entries[entries.length - 1];
    const next = top ? top.options : NO_OPTIONS;
    if (next !== snapshot) {
      snapshot = next;
      emitter.emit();
    }
  };

  return {
    get: () => snapshot,
    push(options) {
      const id = nextId++;
      entries = [...entries, { id, options: normalize(options) }];
      recompute();
      return {
        update(next) {
          entries = entries.map((entry) => (entry.id === id ? { id, options: normalize(next) } : entry));
          recompute();
        },
        remove() {
          entries = entries.filter((entry) => entry.id !== id);
          recompute();
        },
      };
    },
    reset() {
      entries = [];
      recompute();
    },
    subscribe: emitter.subscribe,
  };
}

const store = globalSingleton('top-bar-options', () => createTopBarOptionsStore());

/** Imperative access, for code outside React. Remove the handle when the screen goes away. */
export const pushTopBarOptions = (options: TopBarOptions): TopBarOptionsHandle => store.push(options);
export const getTopBarOptions = (): Readonly<TopBarOptions> => store.get();
export const resetTopBarOptions = (): void => store.reset();
export const subscribeTopBarOptions = (listener: () => void): (() => void) => store.subscribe(listener);

/**
 * For screens: sets the top bar options while the screen is mounted (updated when they change),
 * and removes them on unmount.
 * `useTopBarOptions({ back: '/payments', linksHidden: true })`
 */
export function useTopBarOptions(options: TopBarOptions): void {
  const { back, logoLinkDisabled, linksHidden } = options;
  useLayoutEffect(() => {
    const handle = store.push({ back, logoLinkDisabled, linksHidden });
    return handle.remove;
  }, [back, logoLinkDisabled, linksHidden]);
}

/** For the shell's top bar: the options of the screen showing now ({} when none). */
export function useCurrentTopBarOptions(): Readonly<TopBarOptions> {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
