/**
 * The staff session as the browser knows it, shared by the shell and every remote.
 *
 * The session itself is an httpOnly cookie the API sets at sign-in: no script can read it. What the
 * pages need to draw themselves (who is signed in, the role, what set-up is owed, when the session
 * ends) is kept beside it in localStorage, written from the sign-in's answer. It is a hint, never a
 * credential: the server checks the cookie on every call, and the API client dispatches `window` event
 * 'garage:unauthorized' on the session's 401, which signs out here too. The end time signs out on its
 * own, checked on every read and by a timer.
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
  /** Who is signed in, or null when signed out. */
  username: string | null;
  /** 'admin', 'ambassador', 'manager'; null when signed out. */
  role: string | null;
  /** When the server ends the session (epoch ms), or null. */
  expiresAt: number | null;
  /** Set-up the person still owes ('password', 'second_factor'): only their account page opens. */
  setupRequired: readonly string[];
}

/** What a sign-in (or GET /api/auth/me) answers about the person: the store keeps what pages need. */
export interface SignedInPerson {
  username: string;
  role: string;
  setup_required?: readonly string[];
}

/** The API ends a staff session this long after sign-in (api/src/domain/staff/staff-sessions.ts). */
export const STAFF_SESSION_MS = 12 * 3_600_000;

export type SignOutReason = 'user' | 'expired' | 'unauthorized';

const SIGNED_OUT: Session = Object.freeze({ username: null, role: null, expiresAt: null, setupRequired: [] });

/** The session a stored value describes; signed out for anything unreadable. */
export function sessionFromStored(raw: string): Session {
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof Session, unknown>>;
    if (
      typeof value.username !== 'string' ||
      !value.username ||
      typeof value.role !== 'string' ||
      !value.role
    ) {
      return SIGNED_OUT;
    }
    const expiresAt =
      typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt) ? value.expiresAt : null;
    const setupRequired = Array.isArray(value.setupRequired)
      ? value.setupRequired.filter((step): step is string => typeof step === 'string')
      : [];
    return Object.freeze({ username: value.username, role: value.role, expiresAt, setupRequired });
  } catch {
    return SIGNED_OUT;
  }
}

export interface SessionStore {
  get(): Session;
  /** After a sign-in, or to take in a fresher answer about the person (set-up finished). */
  signIn(person: SignedInPerson): Session;
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
    const wasSignedIn = current.username !== null;
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
      const wasSignedIn = current.username !== null;
      currentRaw = raw;
      current = raw ? sessionFromStored(raw) : SIGNED_OUT;
      armTimer();
      // Changed behind our back (another tab, or code writing storage directly).
      if (wasSignedIn || current.username !== null) queueMicrotask(emitter.emit);
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
    signIn(person) {
      endedBecause = null;
      // A fresher answer about the same person keeps the session's end; a new sign-in starts one.
      const sameSession = current.username === person.username && current.expiresAt !== null;
      const raw = JSON.stringify({
        username: person.username,
        role: person.role,
        expiresAt: sameSession ? current.expiresAt : now() + STAFF_SESSION_MS,
        setupRequired: person.setup_required ?? [],
      });
      storage.set(SESSION_STORAGE_KEY, raw);
      currentRaw = raw;
      current = sessionFromStored(raw);
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

/** The current session; an ended one is signed out here. */
export const getSession = (): Session => store.get();
/** Keeps what the sign-in answered about the person and returns the new session. */
export const signIn = (person: SignedInPerson): Session => store.signIn(person);
/** Forgets the session here (the caller ends it on the server: POST /api/auth/logout). */
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
