/**
 * Unsaved-changes registry, shared by every remote (design-system is a singleton).
 *
 * A form calls `useDirtyForm(isDirty)`; whoever owns navigation (a remote's layout, the shell's
 * top bar) asks `hasDirtyForm()` / `useHasDirtyForm()` before leaving and warns the person.
 * The registry only records; prompting and `beforeunload` belong to the navigation owner.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createEmitter } from '../internal/emitter';
import { globalSingleton } from '../internal/global-singleton';

export interface DirtyFormStore {
  /** Marks (or unmarks) one form, identified by any unique key. */
  set(key: object, dirty: boolean): void;
  /** True while at least one form has unsaved changes. */
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createDirtyFormStore(): DirtyFormStore {
  const emitter = createEmitter();
  const dirtyForms = new Set<object>();
  return {
    set(key, dirty) {
      const before = dirtyForms.size > 0;
      if (dirty) dirtyForms.add(key);
      else dirtyForms.delete(key);
      if (before !== dirtyForms.size > 0) emitter.emit();
    },
    get: () => dirtyForms.size > 0,
    subscribe: emitter.subscribe,
  };
}

const store = globalSingleton('dirty-forms', () => createDirtyFormStore());

/** True while some mounted form has unsaved changes. */
export const hasDirtyForm = (): boolean => store.get();

/**
 * Marks the calling component's form as having unsaved changes while `isDirty` is true.
 * Unmounting the form (saved, closed, navigated away) clears its mark.
 */
export function useDirtyForm(isDirty: boolean): void {
  const key = useRef<object>({});
  useEffect(() => {
    const formKey = key.current;
    store.set(formKey, isDirty);
    return () => store.set(formKey, false);
  }, [isDirty]);
}

/** Re-renders when the answer of `hasDirtyForm()` changes. */
export function useHasDirtyForm(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, () => false);
}
