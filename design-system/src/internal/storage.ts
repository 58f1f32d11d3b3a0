/**
 * localStorage access that never throws (private browsing, blocked storage, no window).
 * Values also live in memory so the page keeps working when storage is unavailable.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function browserStorage(getStorage: () => Storage | undefined = defaultStorage): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        const storage = getStorage();
        if (storage) return storage.getItem(key);
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      try {
        getStorage()?.setItem(key, value);
      } catch {
        // memory copy is enough for this page
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        getStorage()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}
