import type { Exchange, Violation } from '../src/resources/openapi/response-audit';
import { describeViolation } from '../src/resources/openapi/response-audit';

// Violations the conformance audit found in the current test file, until the setup's hooks take them.

const found: string[] = [];

export function recordViolations(violations: Violation[], exchange: Exchange): void {
  for (const violation of violations) {
    found.push(`${describeViolation(violation)}\n      body: ${exchange.body.slice(0, 240)}`);
  }
}

export function takeViolations(): string[] {
  return found.splice(0, found.length);
}
