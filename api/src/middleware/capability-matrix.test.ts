import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffCookie, type TestApp } from '../../test/test-app';
import { can, ROLES, type Role } from '../contract/capabilities';
import { staffSessions } from '../db/schema';
import { createStaffSession } from '../domain/staff/staff-sessions';
import { routeDocOf } from '../lib/route-docs';

// The role x endpoint matrix, generated: every route the app serves that requires a staff session is
// called without one, with a forged one, with an expired one, and as each role; the answer must match
// the capability table (SPEC section 6) read by `can()`. A new staff route joins the matrix by existing.

let t: TestApp;
let expired: string;
beforeAll(async () => {
  t = await createTestApp();
  expired = await createStaffSession(
    t.db,
    1,
    { address: 'test', userAgent: null },
    new Date('2020-01-01T00:00:00Z'),
  );
});
afterAll(() => t.cleanup());

type StaffRoute = { method: string; path: string; capability: string | null };

function staffRoutes(): StaffRoute[] {
  const routes = new Map<string, StaffRoute & { auth: boolean }>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? {
      method: route.method,
      path: route.path,
      capability: null,
      auth: false,
    };
    const doc = routeDocOf(route.handler);
    if (doc?.kind === 'auth') entry.auth = true;
    if (doc?.kind === 'capability') entry.capability = doc.capability;
    // Checked per change in staff-capability-matrix.test.ts, which sends a real body for each field.
    if (doc?.kind === 'capabilityByField') entry.capability = 'by-field';
    routes.set(key, entry);
  }
  return [...routes.values()].filter((route) => route.auth);
}

// Any signed-in staff member manages their own account and sessions (auth.test.ts covers them; calling
// them here would end the sessions the matrix uses).
const ANY_STAFF = new Set([
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/:id',
  'POST /api/auth/password',
  'POST /api/auth/totp',
  'POST /api/auth/totp/confirm',
  'POST /api/auth/totp/remove',
  'POST /api/auth/recovery-codes',
]);
const guarded = () =>
  staffRoutes().filter(
    (route) => !ANY_STAFF.has(`${route.method} ${route.path}`) && route.capability !== 'by-field',
  );

const call = (route: StaffRoute, session?: string) =>
  t.app.request(route.path.replace(/:[A-Za-z_]+/g, '1'), {
    method: route.method,
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Cookie: staffCookie(session) } : {}),
    },
    body: route.method === 'GET' ? undefined : '{}',
  });

describe('role x endpoint matrix', () => {
  it('covers the staff routes, each guarded by a capability of the table', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    expect(routes.filter((route) => route.capability === null).map((r) => `${r.method} ${r.path}`)).toEqual([
      ...ANY_STAFF,
    ]);
  });

  it('refuses every staff route without a session, with a forged one and with an expired one', async () => {
    const forged = `${t.tokens.admin.slice(0, -4)}AAAA`;
    expect(
      (await t.db.select().from(staffSessions).where(eq(staffSessions.staffUserId, 1))).length,
    ).toBeGreaterThan(1);
    for (const route of staffRoutes()) {
      for (const session of [undefined, forged, 'x', expired]) {
        const res = await call(route, session);
        expect(res.status, `${route.method} ${route.path} with ${session ?? 'no session'}`).toBe(401);
        expect(await res.json()).toMatchObject({
          code: expect.stringMatching(/^(unauthenticated|session_expired)$/),
        });
      }
    }
  });

  it.each(ROLES)('answers %s exactly as the capability table says', async (role: Role) => {
    for (const route of guarded()) {
      const res = await call(route, t.tokens[role]);
      const label = `${role} ${route.method} ${route.path} (${route.capability})`;
      if (can(role, route.capability as never)) {
        expect(res.status, label).not.toBe(403);
        expect(res.status, label).not.toBe(401);
      } else {
        expect(res.status, label).toBe(403);
        expect(await res.json(), label).toMatchObject({ code: 'forbidden', error: expect.any(String) });
      }
    }
  });
});
