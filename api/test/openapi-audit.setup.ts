import { afterAll, afterEach, vi } from 'vitest';
import type * as AppModule from '../src/app';
import { takeViolations } from './openapi-audit-recorder';

// Every app a test creates (through createTestApp or createApp itself) answers through the OpenAPI
// conformance audit: a test whose request got an answer `/api/openapi.json` does not describe fails,
// naming the operation, the status and what is missing (docs/decisions/openapi-from-routes.md).

vi.mock('../src/app', async (importOriginal) => {
  const original = await importOriginal<typeof AppModule>();
  const { auditResponses } = await import('../src/resources/openapi/audited-fetch');
  const { recordViolations } = await import('./openapi-audit-recorder');
  return {
    ...original,
    createApp: (deps: AppModule.AppDeps) => auditResponses(original.createApp(deps), recordViolations),
  };
});

function failOnViolations(): void {
  const violations = takeViolations();
  if (violations.length === 0) return;
  throw new Error(
    `The API answered outside its OpenAPI description (add the status or code beside the route, with failsWith/succeedsWith from lib/route-docs):\n  ${[...new Set(violations)].join('\n  ')}`,
  );
}

afterEach(failOnViolations);
afterAll(failOnViolations);
