import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Property-based fuzzing of every route of the real app: whatever a caller sends (ids, queries, bodies,
// tokens), the API answers below 500, in JSON, and every error carries an `error` text a person can act
// on plus a stable `code`. Routes are read from the app itself, so a new route is fuzzed without edits.

const RUNS_PER_ROUTE = 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const QUERY_KEYS = [
  'q',
  'status',
  'email',
  'plate',
  'limit',
  'offset',
  'order',
  'page',
  'pageSize',
  'from',
  'to',
  'type',
  'group',
  'completed',
  'locationId',
  'purpose',
  'token',
  'scope',
  's',
  'make',
  'country',
  'zip',
  'name',
  'id',
] as const;

const nasty = fc.constantFrom(
  '',
  '0',
  '-1',
  '1',
  '2',
  '0x1',
  '1e3',
  '1.5',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  'ñandú',
  '😀',
  'a'.repeat(300),
  'ABC123',
  'x@example.com',
  '2025-13-05',
  '2025-01-00',
  '2026-02-30',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }));
const idParam = fc.oneof(nasty, fc.integer({ min: -5, max: 50 }).map(String));
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(...QUERY_KEYS, 'card_id', 'status_key', 'autopay', 'emails', 'cards'),
      fc.string({ maxLength: 12 }),
    ),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 6 },
  ),
);
const body = fc.oneof(
  fc.constant(undefined),
  jsonValue.map((value) => JSON.stringify(value)),
  fc.constantFrom('not json', '{', '[1,2', '"just a string"', 'null'),
);
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), text, { maxKeys: 5 });
const who = fc.constantFrom('none', 'admin', 'ambassador', 'forged');

type Route = { method: string; path: string };

function appRoutes(app: TestApp['app']): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

function fill(path: string, params: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[index++ % params.length] ?? '1'));
}

describe('fuzzing every route', () => {
  it('finds the routes to fuzz', () => {
    expect(appRoutes(t.app).length).toBeGreaterThan(40);
  });

  it('never answers 5xx, and every error is JSON with a code and a readable error', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of appRoutes(t.app)) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(idParam, { minLength: 1, maxLength: 3 }),
          query,
          body,
          who,
          async (params, q, payload, role) => {
            const search = new URLSearchParams(q).toString();
            const url = `${fill(route.path, params)}${search ? `?${search}` : ''}`;
            const headers: Record<string, string> = {};
            if (role === 'admin' || role === 'ambassador') headers.Cookie = `garage_staff=${t.tokens[role]}`;
            if (role === 'forged')
              headers.Cookie = 'garage_staff=eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.';
            const hasBody = payload !== undefined && route.method !== 'GET' && route.method !== 'HEAD';
            if (hasBody) headers['Content-Type'] = 'application/json';
            const res = await t.app.request(url, {
              method: route.method,
              headers,
              body: hasBody ? payload : undefined,
            });
            const label = `${route.method} ${url} (${role}) -> ${res.status}`;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500) failures.push(`${label}: ${await res.text()}`);
            else if (res.status >= 400) {
              const json = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
              if (typeof json?.error !== 'string' || json.error.length < 3 || typeof json.code !== 'string') {
                failures.push(`${label}: error body ${JSON.stringify(json)}`);
              }
            }
            return true;
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Not vacuous: the inputs reached handlers (successes) and validation (400s), not only the auth wall.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(200);
  }, 300_000);
});
