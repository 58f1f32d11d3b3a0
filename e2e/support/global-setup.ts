import { forgetViolations, openapiAuditFile } from './openapi-audit';

export default function globalSetup(): void {
  forgetViolations(openapiAuditFile(process.env.E2E_DATA_DIR ?? ''));
}
