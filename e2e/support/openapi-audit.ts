import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// The e2e half of the OpenAPI conformance check: the API under test records every answer its
// OpenAPI description does not describe (OPENAPI_AUDIT_FILE, set in playwright.config.ts); the run
// fails at its end if any was recorded (docs/decisions/openapi-from-routes.md).

export const openapiAuditFile = (dataDir: string) => path.join(dataDir, 'openapi-audit.jsonl');

/** The mismatches the API recorded, one line each. */
export function recordedViolations(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = JSON.parse(line) as { text: string; body?: string };
      return entry.body ? `${entry.text}\n      body: ${entry.body}` : entry.text;
    });
}

/** Global setup: a data folder reused from an earlier run starts without its findings. */
export function forgetViolations(file: string): void {
  rmSync(file, { force: true });
}

/** Global teardown: fails the run, listing each answer the description does not describe. */
export function assertNoViolations(file: string): void {
  const violations = [...new Set(recordedViolations(file))];
  if (violations.length === 0) return;
  throw new Error(
    `The API answered the e2e run outside its OpenAPI description (${violations.length}):\n  ${violations.join('\n  ')}`,
  );
}
