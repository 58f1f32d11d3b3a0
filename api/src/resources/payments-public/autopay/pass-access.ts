import type { DbExecutor } from '../../../db/db-executor';
import type { LinkMailFacts } from '../../../domain/autopay-emails';
import { type PortalPass, requireConfirmedPass } from '../../../domain/portal-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// What every portal call here starts with: the pass the caller names by e-mail and plate, with the
// same 404 for a wrong e-mail or a wrong plate as the lookup gives.

/** The pass named by e-mail and plate, refused (409 invite_pending) until its invite is confirmed. */
export function requirePortalPass(tx: DbExecutor, email: string, plate: string): PortalPass {
  return requireConfirmedPass(tx, { email, plate });
}

/** What a link e-mail says about the pass. */
export function mailFacts(pass: PortalPass): LinkMailFacts {
  return {
    firstName: pass.customer.firstName,
    email: pass.customer.email,
    plate: pass.vehicle.plate,
    nextRenewalDate: pass.subscription.nextRenewalDate,
  };
}

/** Sends one message; a refusal by the mail service becomes the caller's 502 code. */
export async function sendOrFail(
  deps: PaymentDeps,
  message: MailMessage,
  code: 'mail_send_failed',
): Promise<void> {
  try {
    await deps.mail.send(message);
  } catch (error) {
    deps.log(`could not send a portal e-mail (${code})`, error);
    throw new HttpError(502, code);
  }
}
