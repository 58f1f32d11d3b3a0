import type { PaymentDeps } from '../../lib/payment-deps';
import { passEndedEmail } from '../emails/pass-ended-email';
import { officeContact } from '../garage/office-contact';
import { signedInRenewLink } from '../portal/sign-in-links';
import type { PortalPass } from './portal-pass';

export type EndingNotice =
  | { kind: 'canceled' }
  | { kind: 'refunded'; amountCents: number }
  | { kind: 'banned' };

/**
 * E-mails the customer that staff ended their pass, after the change committed (so once: a repeated
 * action is refused or changes nothing and sends nothing). The staff action stands if the mail fails.
 */
export async function sendPassEndedNotice(
  deps: PaymentDeps,
  pass: PortalPass,
  notice: EndingNotice,
): Promise<void> {
  const ending =
    notice.kind === 'canceled'
      ? {
          kind: 'canceled' as const,
          // As 'Re-enviar link de pago': the portal's renewal, signing the reader in.
          renewUrl: await signedInRenewLink(deps.db, {
            secret: deps.config.jwtSecret,
            baseUrl: deps.config.publicBaseUrl,
            subscriptionId: pass.subscription.id,
            now: deps.now(),
            plate: pass.vehicle.plate,
          }),
        }
      : notice;
  try {
    await deps.mail.send({
      to: pass.customer.email,
      ...passEndedEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate: pass.vehicle.plate,
        ending,
        office: await officeContact(deps, pass.subscription.locationId),
      }),
    });
  } catch (error) {
    deps.log(`${notice.kind} notice for subscription ${pass.subscription.id} failed`, error);
  }
}
