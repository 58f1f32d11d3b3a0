import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Config } from '../config';
import { STAFF_DEVICE_COOKIE, STAFF_SESSION_COOKIE } from '../contract/staff-accounts';
import type { Database } from '../db/open-database';
import { findStaffSession, type StaffSession, TRUSTED_DEVICE_DAYS } from '../domain/staff/staff-sessions';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import { changeFromAnotherOrigin } from './own-pages-only';

// The staff session (docs/decisions/staff-session-cookie.md): an httpOnly cookie no script can read,
// SameSite=Strict, sent only to /api. Every request looks it up, so a session ended elsewhere (sign-out,
// a disabled person) fails on its next call. A change carrying it must come from the garage's own pages.

export type AuthEnv = { Variables: { staff: StaffSession } };
export type AuthDeps = { db: Database; config: Pick<Config, 'publicBaseUrl'> };

const COOKIE_PATH = '/api';

function cookieOptions(config: AuthDeps['config']): CookieOptions {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    // Behind HTTPS only; a plain-HTTP development server would otherwise never get it back.
    secure: config.publicBaseUrl.startsWith('https'),
  };
}

export function setStaffSessionCookie(c: Context, config: AuthDeps['config'], token: string): void {
  // A browser-session cookie: closing the browser signs out; the server ends it after 12 h anyway.
  setCookie(c, STAFF_SESSION_COOKIE, token, cookieOptions(config));
}

export function clearStaffSessionCookie(c: Context, config: AuthDeps['config']): void {
  deleteCookie(c, STAFF_SESSION_COOKIE, cookieOptions(config));
}

export function setTrustedDeviceCookie(c: Context, config: AuthDeps['config'], token: string): void {
  setCookie(c, STAFF_DEVICE_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: TRUSTED_DEVICE_DAYS * 24 * 3600,
  });
}

export function trustedDeviceCookie(c: Context): string | undefined {
  return getCookie(c, STAFF_DEVICE_COOKIE);
}

/**
 * The request's live staff session, or 401. `duringSetup`: the calls a person still setting up their
 * account may make (their own password, second factor, sign-out); every other call answers 403
 * `setup_required` until they are done.
 */
export async function authenticate(c: Context, deps: AuthDeps, duringSetup = false): Promise<StaffSession> {
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  if (!token) throw new HttpError(401, 'unauthenticated');
  const session = await findStaffSession(deps.db, token);
  if (!session) throw new HttpError(401, 'session_expired');
  if (changeFromAnotherOrigin(c)) throw new HttpError(403, 'cross_site_request');
  if (!duringSetup && session.setupRequired.length > 0) throw new HttpError(403, 'setup_required');
  return session;
}

export function requireAuth(deps: AuthDeps, options: { duringSetup?: boolean } = {}) {
  const middleware = createMiddleware<AuthEnv>(async (c, next) => {
    c.set('staff', await authenticate(c, deps, options.duringSetup));
    await next();
  });
  return withRouteDoc(middleware, { kind: 'auth' });
}
