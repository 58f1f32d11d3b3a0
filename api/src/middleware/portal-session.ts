import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Config } from '../config';
import { PORTAL_DEVICE_COOKIE, PORTAL_SESSION_COOKIE, PORTAL_SESSION_DAYS } from '../contract/portal-session';
import type { Database } from '../db/open-database';
import {
  createPortalSession,
  findLiveSession,
  hashCookieSecret,
  newCookieSecret,
  type PortalSession,
  type StartedSession,
  sessionMayAct,
} from '../domain/portal/portal-sessions';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import { clientKey } from './throttle';

// The portal's sign-in cookie (docs/decisions/portal-sign-in.md): read once per request into
// `c.var.portalSession`, required by every route that changes a pass, and set by the routes that sign
// a browser in (sign-in, its link, confirm-invite).

declare module 'hono' {
  interface ContextVariableMap {
    /** The live portal session of the request's cookie; null without one (set by `portalSession()`). */
    portalSession: PortalSession | null;
  }
}

type Deps = { db: Database; config: Config; now: () => Date };

/** The cookie lives only where the portal's calls go, so no other route ever sees it. */
const COOKIE_PATH = '/api/payments-public';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

function cookieOptions(config: Config): CookieOptions {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    // Behind HTTPS only; a plain-HTTP development server would otherwise never get it back.
    secure: config.publicBaseUrl.startsWith('https'),
  };
}

/** Reads the session cookie into `c.var.portalSession` (null when absent, unknown, revoked or expired). */
export function portalSession(deps: Deps) {
  const middleware = createMiddleware(async (c, next) => {
    if (c.get('portalSession') === undefined) {
      const token = getCookie(c, PORTAL_SESSION_COOKIE);
      c.set('portalSession', token ? await findLiveSession(deps.db, token, deps.now()) : null);
    }
    await next();
  });
  return withRouteDoc(middleware, { kind: 'optionalSecurity', scheme: 'portalSession' });
}

/** The request's session, or null. */
export function sessionOf(c: Context): PortalSession | null {
  return c.get('portalSession') ?? null;
}

/** 401 `sign_in_required` before anything else runs, unless the request is signed in. */
export const requirePortalSession = withRouteDoc(
  createMiddleware(async (c, next) => {
    if (!sessionOf(c)) throw new HttpError(401, 'sign_in_required');
    await next();
  }),
  { kind: 'portalSession' },
);

/**
 * The session, when it proved the mailbox of `email` (the named pass's e-mail); otherwise 401
 * `sign_in_required`, so a session of one address never changes another address's pass.
 */
export function requireSessionFor(c: Context, email: string): PortalSession {
  const session = sessionOf(c);
  if (!sessionMayAct(session, email)) throw new HttpError(401, 'sign_in_required');
  return session;
}

/**
 * What a session started on this browser records of it. A browser without a device id gets one, set
 * as a cookie only with a session (a refused sign-in sets no cookie).
 */
export type SigningInBrowser = {
  deviceHash: string;
  clientIp: string;
  userAgent: string | null;
  newDeviceId: string | null;
};

export function signingInBrowser(c: Context): SigningInBrowser {
  const current = getCookie(c, PORTAL_DEVICE_COOKIE);
  const known = current && /^[A-Za-z0-9_-]{43}$/.test(current) ? current : null;
  const id = known ?? newCookieSecret();
  return {
    deviceHash: hashCookieSecret(id),
    clientIp: clientKey(c),
    userAgent: c.req.header('user-agent') ?? null,
    newDeviceId: known ? null : id,
  };
}

/** Gives the browser the cookies of a session a service started, and makes it this request's session. */
export function keepSignedIn(
  c: Context,
  config: Config,
  started: StartedSession,
  browser: SigningInBrowser,
): void {
  if (browser.newDeviceId) {
    setCookie(c, PORTAL_DEVICE_COOKIE, browser.newDeviceId, {
      ...cookieOptions(config),
      maxAge: DEVICE_COOKIE_SECONDS,
    });
  }
  setCookie(c, PORTAL_SESSION_COOKIE, started.token, {
    ...cookieOptions(config),
    // Not kept (a shared phone): a browser-session cookie, and the server ends it after 12 h anyway.
    ...(started.session.kept ? { maxAge: PORTAL_SESSION_DAYS * 24 * 3600 } : {}),
  });
  c.set('portalSession', started.session);
}

/** Starts a session for `email` on this browser and sets its cookie: for a router that signs in by itself. */
export async function signInBrowser(
  c: Context,
  deps: Deps,
  input: { email: string; kept: boolean; now: Date },
): Promise<StartedSession> {
  const browser = signingInBrowser(c);
  const started = await createPortalSession(deps.db, { ...sessionFacts(browser), ...input });
  keepSignedIn(c, deps.config, started, browser);
  return started;
}

/** What `createPortalSession` records of the browser. */
export function sessionFacts(browser: SigningInBrowser) {
  return { deviceHash: browser.deviceHash, clientIp: browser.clientIp, userAgent: browser.userAgent };
}

/** Removes the session cookie from the browser (the session itself is revoked by the caller). */
export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, PORTAL_SESSION_COOKIE, cookieOptions(config));
  c.set('portalSession', null);
}
