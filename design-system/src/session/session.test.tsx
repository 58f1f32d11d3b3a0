import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  getSession,
  onSignOut,
  SESSION_STORAGE_KEY,
  STAFF_SESSION_MS,
  signIn,
  signOut,
  UNAUTHORIZED_EVENT,
  useSession,
} from './session';

const admin = { username: 'maria', role: 'admin', setup_required: [] };
const stored = (value: unknown) => localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));

afterEach(() => {
  vi.useRealTimers();
  act(() => signOut());
});

describe('session store', () => {
  it('keeps who signed in, their role and the end of the session, and never a credential', () => {
    const store = createSessionStore();
    const session = store.signIn(admin);
    expect(session).toMatchObject({ username: 'maria', role: 'admin', setupRequired: [] });
    expect(session.expiresAt).toBeGreaterThan(Date.now() + STAFF_SESSION_MS - 5_000);
    const raw = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(JSON.parse(raw)).toEqual({
      username: 'maria',
      role: 'admin',
      expiresAt: session.expiresAt,
      setupRequired: [],
    });
    expect(raw).not.toMatch(/token|password|secret/i);
  });

  it('keeps the set-up owed, and a fresher answer about the same person keeps the session end', () => {
    const store = createSessionStore();
    const first = store.signIn({ ...admin, setup_required: ['password', 'second_factor'] });
    expect(first.setupRequired).toEqual(['password', 'second_factor']);
    const done = store.signIn(admin);
    expect(done.setupRequired).toEqual([]);
    expect(done.expiresAt).toBe(first.expiresAt);
  });

  it('restores the session from storage (after a reload)', () => {
    stored({ username: 'maria', role: 'admin', expiresAt: Date.now() + 60_000, setupRequired: [] });
    const store = createSessionStore();
    expect(store.get()).toMatchObject({ username: 'maria', role: 'admin' });
    // Same object while nothing changes (needed by useSyncExternalStore).
    expect(store.get()).toBe(store.get());
  });

  it('reads anything unreadable as signed out (an old JWT, garbage, a value without a role)', () => {
    for (const raw of ['eyJhbGciOiJIUzI1NiJ9.e30.sig', 'garbage', JSON.stringify({ username: 'x' })]) {
      localStorage.setItem(SESSION_STORAGE_KEY, raw);
      expect(createSessionStore().get().username).toBeNull();
    }
  });

  it('signs out an ended session when read', () => {
    stored({ username: 'maria', role: 'admin', expiresAt: Date.now() - 1, setupRequired: [] });
    const store = createSessionStore();
    expect(store.get()).toEqual({ username: null, role: null, expiresAt: null, setupRequired: [] });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs out when the session ends, by timer', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const store = createSessionStore();
    const reasons: string[] = [];
    store.onSignOut((reason) => reasons.push(reason));
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(admin);
    listener.mockClear();

    vi.advanceTimersByTime(STAFF_SESSION_MS - 1_000);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await Promise.resolve(); // listeners run in a microtask
    expect(store.get().username).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(reasons).toEqual(['expired']);
  });

  it('signs out on the garage:unauthorized event', () => {
    const target = new EventTarget();
    const store = createSessionStore({ eventTarget: target });
    const reasons: string[] = [];
    store.onSignOut((reason) => reasons.push(reason));
    store.signIn(admin);
    target.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    expect(store.get().username).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(reasons).toEqual(['unauthorized']);
  });

  it('remembers why the last session ended until the next sign-in', () => {
    const target = new EventTarget();
    const store = createSessionStore({ eventTarget: target });
    expect(store.lastSignOutReason()).toBeNull();
    store.signIn(admin);
    target.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    expect(store.lastSignOutReason()).toBe('unauthorized');
    store.signIn(admin);
    expect(store.lastSignOutReason()).toBeNull();
    store.signOut();
    expect(store.lastSignOutReason()).toBe('user');
    // A session found ended on a fresh page load counts as an ended session too.
    stored({ username: 'maria', role: 'admin', expiresAt: Date.now() - 1, setupRequired: [] });
    const reloaded = createSessionStore();
    reloaded.get();
    expect(reloaded.lastSignOutReason()).toBe('expired');
  });

  it('signOut clears the session and notifies once', () => {
    const store = createSessionStore();
    store.signIn(admin);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().username).toBeNull();
  });
});

function Who() {
  const { username, role } = useSession();
  return <p>{username ? `signed in as ${role ?? 'unknown'}` : 'signed out'}</p>;
}

describe('shared session and useSession', () => {
  it('re-renders on sign-in, on the unauthorized event and on sign-out', () => {
    render(<Who />);
    expect(screen.getByText('signed out')).toBeInTheDocument();

    act(() => {
      signIn(admin);
    });
    expect(screen.getByText('signed in as admin')).toBeInTheDocument();
    expect(getSession().role).toBe('admin');

    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();

    act(() => {
      signIn({ username: 'ana', role: 'ambassador' });
    });
    expect(screen.getByText('signed in as ambassador')).toBeInTheDocument();
    act(() => signOut());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('reports why a session ended', () => {
    const reasons: string[] = [];
    const stop = onSignOut((reason) => reasons.push(reason));
    signIn(admin);
    signOut();
    signOut(); // already signed out: no second report
    stop();
    expect(reasons).toEqual(['user']);
  });
});
