/**
 * The staff session, shared by the shell and every remote.
 *
 * The JWT from POST /api/auth/login lives in localStorage under 'jwt'. The role is read from the
 * token's `role` claim (base64url-decoded, NOT verified: the server checks every request; the role
 * here only decides what the UI shows). An expired token signs out, checked on every read and by a
 * timer set to the expiry. The API client dispatches `window` event 'garage:unauthorized' on a 401,
 * which signs out too.
 */
import { useSyncExternalStore } from 'react';
import { createEmitter } from '../internal/emitter';
import { globalSingleton } from '../internal/global-singleton';
import { browserStorage, type KeyValueStorage } from '../internal/storage';
import { SESSION_STORAGE_KEY } from './session-storage-key';

export { SESSION_STORAGE_KEY };

/** Dispatched on `window` by the API client when a request gets 401. */
export const UNAUTHORIZED_EVENT = 'garage:unauthorized';

export interface Session {
  /** The raw JWT, or null when signed out. */
  token: string | null;
  /** The token's `role` claim ('admin', 'ambassador', ...), or null when absent or undecodable. */
  role: string | null;
  /** Expiry (epoch ms) from the `exp` claim, or null when the token has none. */
  expiresAt: number | null;
}

export type SignOutReason = 'user' | 'expired' | 'unauthorized';

const SIGNED_OUT: Session = Object.freeze({ token: null, role: null, expiresAt: null });

/** Decodes a JWT's payload without verifying it; null when it is not a decodable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Builds the session of a token (role null when absent or undecodable). */
export function sessionFromToken(token: string): Session {
  const payload = decodeJwtPayload(token);
  const role = typeof payload?.role === 'string' && payload.role !== '' ? payload.role : null;
  const exp = payload?.exp;
  const expiresAt = typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  return Object.freeze({ token, role, expiresAt });
}

export interface SessionStore {
  get(): Session;
  signIn(token: string): Session;
  signOut(reason?: SignOutReason): void;
  subscribe(listener: () => void): () => void;
  onSignOut(listener: (reason: SignOutReason) => void): () => void;
  /** Why the last session of this page ended; null after a sign-in or when none has ended. */
  lastSignOutReason(): SignOutReason | null;
}

export interface SessionStoreOptions {
  storage?: KeyValueStorage;
  /** Where 'garage:unauthorized' and cross-tab 'storage' events are heard; defaults to window. */
  eventTarget?: EventTarget | null;
  now?: () => number;
}

/** Longest delay setTimeout accepts; longer expiries are re-armed in steps. */
const MAX_TIMER_MS = 2_147_483_647;

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? browserStorage();
  const eventTarget =
    options.eventTarget !== undefined ? options.eventTarget : typeof window === 'undefined' ? null : window;
  const now = options.now ?? (() => Date.now());
  const emitter = createEmitter();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();

  let current: Session = SIGNED_OUT;
  let currentRaw: string | null = null;
  let endedBecause: SignOutReason | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const armTimer = () => {
    clearTimer();
    if (current.expiresAt === null) return;
    const delay = Math.min(Math.max(current.expiresAt - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      timer = undefined;
      const before = current;
      read();
      if (current === before && current.expiresAt !== null) armTimer();
    }, delay);
  };

  const endSession = (reason: SignOutReason, notify: 'sync' | 'deferred') => {
    const wasSignedIn = current.token !== null;
    storage.remove(SESSION_STORAGE_KEY);
    currentRaw = null;
    current = SIGNED_OUT;
    clearTimer();
    if (!wasSignedIn) return;
    endedBecause = reason;
    const fire = () => {
      emitter.emit();
      for (const listener of [...signOutListeners]) listener(reason);
    };
    // A read happens during React render: listeners must not run inside it.
    if (notify === 'sync') fire();
    else queueMicrotask(fire);
  };

  /** Syncs with storage and the clock; returns the (cached) session. */
  const read = (): Session => {
    const raw = storage.get(SESSION_STORAGE_KEY);
    if (raw !== currentRaw) {
      const wasSignedIn = current.token !== null;
      currentRaw = raw;
      current = raw ? sessionFromToken(raw) : SIGNED_OUT;
      armTimer();
      // Changed behind our back (another tab, or code writing storage directly).
      if (wasSignedIn || current.token !== null) queueMicrotask(emitter.emit);
    }
    if (current.expiresAt !== null && now() >= current.expiresAt) endSession('expired', 'deferred');
    return current;
  };

  eventTarget?.addEventListener(UNAUTHORIZED_EVENT, () => {
    read();
    endSession('unauthorized', 'sync');
  });
  eventTarget?.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent;
    if (key === SESSION_STORAGE_KEY || key === null) read();
  });

  return {
    get: read,
    signIn(token) {
      endedBecause = null;
      storage.set(SESSION_STORAGE_KEY, token);
      currentRaw = token;
      current = sessionFromToken(token);
      armTimer();
      emitter.emit();
      return read();
    },
    signOut(reason = 'user') {
      read();
      endSession(reason, 'sync');
    },
    subscribe: emitter.subscribe,
    lastSignOutReason: () => endedBecause,
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => {
        signOutListeners.delete(listener);
      };
    },
  };
}

const store = globalSingleton('session', () => createSessionStore());

/** The current session; an expired token is signed out here. */
export const getSession = (): Session => store.get();
/** Stores the token (after a successful login) and returns the new session. */
export const signIn = (token: string): Session => store.signIn(token);
/** Forgets the token. */
export const signOut = (reason?: SignOutReason): void => store.signOut(reason);
/** Called on every session change. Returns an unsubscribe function. */
export const subscribeSession = (listener: () => void): (() => void) => store.subscribe(listener);
/** Called when a signed-in session ends, with why ('user', 'expired', 'unauthorized'). */
/**
 * Why the last session on this page ended (expired token, refused by the server, logged out), so the
 * login page can say so instead of showing a bare form; null after a sign-in.
 */
export const lastSignOutReason = (): SignOutReason | null => store.lastSignOutReason();
export const onSignOut = (listener: (reason: SignOutReason) => void): (() => void) =>
  store.onSignOut(listener);

/** The current session; re-renders on sign-in, sign-out and expiry. */
export function useSession(): Session {
  return useSyncExternalStore(store.subscribe, store.get, () => SIGNED_OUT);
}
