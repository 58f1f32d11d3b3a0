import { allGarageStacks } from './garage-stacks';
import { forgetViolations, openapiAuditFile } from './openapi-audit';

export default function globalSetup(): void {
  for (const stack of allGarageStacks()) forgetViolations(openapiAuditFile(stack.dataDir));
}
