import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../contract/audit';
import { routeDocsOf } from '../lib/route-docs';

// Every staff write is on the record (docs/decisions/audit-record.md): each route the app serves that
// takes a staff session and changes something (any method but GET), and each staff route answering a
// CSV file, carries `audited()`. A new staff write fails here until it says what it records.

/**
 * Staff routes that do not go through `audited()`. Each entry says why; nothing else belongs here.
 * `/api/auth/*`: sign-in, sign-out, second factor and password changes are security events the auth
 * code records itself, with what only it knows (a failed attempt has no signed-in person yet).
 */
const NOT_AUDITED_HERE: readonly RegExp[] = [/^\/api\/auth\//];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

type StaffRoute = { key: string; path: string; method: string; audited: string[]; csv: boolean };

function staffRoutes(): StaffRoute[] {
  const routes = new Map<string, StaffRoute & { auth: boolean }>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? {
      key,
      path: route.path,
      method: route.method,
      audited: [],
      csv: false,
      auth: false,
    };
    for (const doc of routeDocsOf(route.handler)) {
      if (doc.kind === 'auth') entry.auth = true;
      if (doc.kind === 'audited') entry.audited.push(...doc.actions);
      // An export: a CSV, a customer's whole file as a zip, or a receipt as a PDF.
      if (
        doc.kind === 'success' &&
        /^(text\/csv|application\/zip|application\/pdf)/.test(doc.contentType ?? '')
      )
        entry.csv = true;
    }
    routes.set(key, entry);
  }
  return [...routes.values()].filter((route) => route.auth);
}

const mustRecord = (route: StaffRoute) =>
  (route.method !== 'GET' || route.csv) && !NOT_AUDITED_HERE.some((pattern) => pattern.test(route.path));

describe('the record covers every staff write', () => {
  it('finds the staff writes and exports to check', () => {
    const checked = staffRoutes().filter(mustRecord);
    // The app has had some 30 staff writes since the gate work; a broken enumeration would find none.
    expect(checked.length).toBeGreaterThanOrEqual(25);
    expect(checked.map((route) => route.key)).toContain('GET /api/audit.csv');
  });

  it('puts audited() on each staff write and each staff CSV export', () => {
    const missing = staffRoutes()
      .filter(mustRecord)
      .filter((route) => route.audited.length === 0)
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('records only actions the Activity page has a label for', () => {
    const named = new Set<string>(AUDIT_ACTIONS);
    const unknown = staffRoutes()
      .flatMap((route) => route.audited)
      .filter((action) => !named.has(action));
    expect(unknown).toEqual([]);
  });

  it('leaves reads alone: a GET that answers JSON records nothing', () => {
    const auditedReads = staffRoutes()
      .filter((route) => route.method === 'GET' && !route.csv && route.audited.length > 0)
      .map((route) => route.key);
    expect(auditedReads).toEqual([]);
  });
});
