import { vi } from 'vitest';

/** Browser globals the client relies on, stubbed for node: window events and localStorage. */
export function stubBrowserGlobals() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const window = new EventTarget();
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('window', window);
  return { window, store };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch that never answers on its own; it rejects like a browser when its signal aborts. */
export function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
  });
}
