import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// What no test run can show: a code a service throws that no route declares. Every
// `new HttpError(status, 'code')` written in the API's source must be in the description, under that
// status, for at least one operation (the conformance audit then checks which operation, when a test
// gets it). A code thrown by something no route calls is listed below, with why.

const SOURCE = path.resolve(import.meta.dirname, '../..');

/** Thrown by code no route reaches. */
const NOT_BEHIND_A_ROUTE = new Set([
  // changeStaffPassword: operators and tests only (no UI yet).
  '404 not_found in resources/auth/auth.service.ts',
  // assertCapability without requireAuth before it: every route authenticates first (401 from auth).
  '401 unauthenticated in middleware/require-capability.ts',
]);

let t: TestApp;
afterEach(() => t?.cleanup());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function thrownCodes(): { status: string; code: string; file: string }[] {
  return sourceFiles(SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/HttpError\(\s*(\d{3}),\s*'([a-z_]+)'/g)].map(
      ([, status, code]) => ({
        status: status as string,
        code: code as string,
        file: path.relative(SOURCE, file),
      }),
    ),
  );
}

/** The codes a response object names: each `code` property's `enum` or `const`, however nested. */
function codesOf(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const code = (node as { properties?: { code?: { enum?: string[]; const?: string } } }).properties?.code;
  const own = [...(code?.enum ?? []), ...(code?.const ? [code.const] : [])];
  return [...own, ...Object.values(node).flatMap(codesOf)];
}

it('names every code the source throws under its status, in some operation', async () => {
  t = await createTestApp();
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
    components: { responses: Record<string, unknown> };
  };
  const described = new Set<string>();
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const shared = response.$ref?.split('/').pop();
        const resolved = shared ? doc.components.responses[shared] : response;
        for (const code of codesOf(resolved)) described.add(`${status} ${code}`);
      }
    }
  }
  const thrown = thrownCodes();
  expect(thrown.length).toBeGreaterThan(50);
  const missing = thrown
    .map(({ status, code, file }) => ({ key: `${status} ${code}`, where: `${status} ${code} in ${file}` }))
    .filter(({ key, where }) => !described.has(key) && !NOT_BEHIND_A_ROUTE.has(where))
    .map(({ where }) => where);
  expect([...new Set(missing)]).toEqual([]);
});
