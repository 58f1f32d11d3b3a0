// A staff session for the benches that load signed-in pages in a browser. Since staff sessions are an
// httpOnly cookie with a second factor (docs/decisions/staff-session-cookie.md), a bench signs the seeded
// admin in over HTTP the way a person's first sign-in does (new password, authenticator enrolled) and
// gives the browser both halves: the cookie the API checks and the hint the pages draw from.
import type { BrowserContext } from '@playwright/test';
import { STAFF_SESSION_COOKIE } from '../api/src/contract/staff-accounts';
import { setUpSeededStaff } from '../api/test/set-up-staff';
import { SESSION_STORAGE_KEY } from '../design-system/src/session/session-storage-key';

export interface BenchStaffSession {
  /** The session cookie's value (without its name). */
  cookie: string;
  username: string;
  role: string;
}

/** The seeded admin, set up at its first sign-in; the set-up leaves the session signed in. */
export async function benchAdminSession(baseUrl: string, seededPassword: string): Promise<BenchStaffSession> {
  const staff = await setUpSeededStaff(baseUrl, {
    username: 'admin',
    seededPassword,
    newPassword: 'copper lantern orbits quietly at the bench',
    secondFactor: true,
  });
  return { cookie: staff.cookie.slice(`${STAFF_SESSION_COOKIE}=`.length), username: 'admin', role: 'admin' };
}

/** Signs the browser in as `session` (or out, with null) on the origin of `baseUrl`. */
export async function giveBrowserSession(
  context: BrowserContext,
  baseUrl: string,
  session: BenchStaffSession | null,
): Promise<void> {
  const { hostname } = new URL(baseUrl);
  await context.clearCookies({ name: STAFF_SESSION_COOKIE });
  if (session) {
    await context.addCookies([
      {
        name: STAFF_SESSION_COOKIE,
        value: session.cookie,
        domain: hostname,
        path: '/api',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  }
  const hint = session
    ? JSON.stringify({
        username: session.username,
        role: session.role,
        expiresAt: Date.now() + 12 * 3_600_000,
        setupRequired: [],
      })
    : null;
  const page = await context.newPage();
  // A static file of the origin: enough to reach its storage without running (or caching) the app.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(
    ([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    [SESSION_STORAGE_KEY, hint] as const,
  );
  await page.close();
}
