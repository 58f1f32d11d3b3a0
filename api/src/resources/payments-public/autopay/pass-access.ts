import type { DbExecutor } from '../../../db/db-executor';
import { type PortalPass, requireConfirmedPass } from '../../../domain/passes/portal-pass';

// What every portal call here starts with: the pass the caller names by e-mail and plate, with the
// same 404 for a wrong e-mail or a wrong plate as the lookup gives.

/** The pass named by e-mail and plate, refused (409 invite_pending) until its invite is confirmed. */
export async function requirePortalPass(tx: DbExecutor, email: string, plate: string): Promise<PortalPass> {
  return requireConfirmedPass(tx, { email, plate });
}
