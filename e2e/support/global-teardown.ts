import { assertNoViolations, openapiAuditFile } from './openapi-audit';

export default function globalTeardown(): void {
  assertNoViolations(openapiAuditFile(process.env.E2E_DATA_DIR ?? ''));
}
