import { allGarageStacks } from './garage-stacks';
import { assertNoViolations, openapiAuditFile } from './openapi-audit';

export default function globalTeardown(): void {
  for (const stack of allGarageStacks()) assertNoViolations(openapiAuditFile(stack.dataDir));
}
