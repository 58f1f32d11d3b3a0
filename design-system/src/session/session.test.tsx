import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  decodeJwtPayload,
  getSession,
  onSignOut,
  SESSION_STORAGE_KEY,
  signIn,
  signOut,
  UNAUTHORIZED_EVENT,
  useSession,
} from './session';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  vi.useRealTimers();
  act(() => signOut());
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads, including - and _ and non-ASCII text', () => {
    const payload = { role: 'admin', name: 'José ~~~???>>>' };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it('gives null for undecodable tokens', () => {
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('not json')}.c`)).toBeNull();
    expect(decodeJwtPayload(`a.${base64url('[1,2]')}.c`)).toBeNull();
  });
});

describe('session store', () => {
  it('reads the role from the role claim and stores the token as "jwt"', () => {
    const store = createSessionStore();
    const token = jwt({ role: 'ambassador', exp: inOneHour() });
    const session = store.signIn(token);
    expect(session.token).toBe(token);
    expect(session.role).toBe('ambassador');
    expect(session.expiresAt).toBeGreaterThan(Date.now());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(token);
  });

  it('has a null role when the claim is absent or the token undecodable', () => {
    const store = createSessionStore();
    expect(store.signIn(jwt({ sub: '1', exp: inOneHour() })).role).toBeNull();
    expect(store.signIn(jwt({ role: 42 })).role).toBeNull();
    const garbage = store.signIn('garbage');
    expect(garbage.token).toBe('garbage');
    expect(garbage.role).toBeNull();
    expect(garbage.expiresAt).toBeNull();
  });

  it('restores the session from storage (after a reload)', () => {
    const token = jwt({ role: 'admin', exp: inOneHour() });
    localStorage.setItem('jwt', token);
    const store = createSessionStore();
    expect(store.get()).toMatchObject({ token, role: 'admin' });
    // Same object while nothing changes (needed by useSyncExternalStore).
    expect(store.get()).toBe(store.get());
  });

  it('signs out an expired token when read', () => {
    localStorage.setItem('jwt', jwt({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 1 }));
    const store = createSessionStore();
    expect(store.get()).toEqual({ token: null, role: null, expiresAt: null });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('signs out when the token expires, by timer', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const store = createSessionStore();
    const reasons: string[] = [];
    store.onSignOut((reason) => reasons.push(reason));
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(jwt({ role: 'admin', exp: Date.now() / 1000 + 60 }));
    listener.mockClear();

    vi.advanceTimersByTime(59_000);
    expect(localStorage.getItem('jwt')).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(localStorage.getItem('jwt')).toBeNull();
    await Promise.resolve(); // listeners run in a microtask
    expect(store.get().token).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(reasons).toEqual(['expired']);
  });

  it('signs out on the garage:unauthorized event', () => {
    const target = new EventTarget();
    const store = createSessionStore({ eventTarget: target });
    const reasons: string[] = [];
    store.onSignOut((reason) => reasons.push(reason));
    store.signIn(jwt({ role: 'admin', exp: inOneHour() }));
    target.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    expect(store.get().token).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(reasons).toEqual(['unauthorized']);
  });

  it('remembers why the last session ended until the next sign-in', () => {
    const target = new EventTarget();
    const store = createSessionStore({ eventTarget: target });
    expect(store.lastSignOutReason()).toBeNull();
    store.signIn(jwt({ role: 'admin', exp: inOneHour() }));
    target.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    expect(store.lastSignOutReason()).toBe('unauthorized');
    store.signIn(jwt({ role: 'admin', exp: inOneHour() }));
    expect(store.lastSignOutReason()).toBeNull();
    store.signOut();
    expect(store.lastSignOutReason()).toBe('user');
    // A token found expired on a fresh page load counts as an ended session too.
    localStorage.setItem('jwt', jwt({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 1 }));
    const reloaded = createSessionStore();
    reloaded.get();
    expect(reloaded.lastSignOutReason()).toBe('expired');
  });

  it('signOut clears the token and notifies once', () => {
    const store = createSessionStore();
    store.signIn(jwt({ role: 'admin' }));
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().token).toBeNull();
  });
});

function Who() {
  const { token, role } = useSession();
  return <p>{token ? `signed in as ${role ?? 'unknown'}` : 'signed out'}</p>;
}

describe('shared session and useSession', () => {
  it('re-renders on sign-in, on the unauthorized event and on sign-out', () => {
    render(<Who />);
    expect(screen.getByText('signed out')).toBeInTheDocument();

    act(() => {
      signIn(jwt({ role: 'admin', exp: inOneHour() }));
    });
    expect(screen.getByText('signed in as admin')).toBeInTheDocument();
    expect(getSession().role).toBe('admin');

    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();

    act(() => {
      signIn(jwt({ role: 'ambassador' }));
    });
    expect(screen.getByText('signed in as ambassador')).toBeInTheDocument();
    act(() => signOut());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('reports why a session ended', () => {
    const reasons: string[] = [];
    const stop = onSignOut((reason) => reasons.push(reason));
    signIn(jwt({ role: 'admin' }));
    signOut();
    signOut(); // already signed out: no second report
    stop();
    expect(reasons).toEqual(['user']);
  });
});
