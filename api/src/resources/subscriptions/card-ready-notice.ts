import { cardReadyEmail } from '../../domain/emails/card-ready-email';
import { officeContact } from '../../domain/garage/office-contact';
import { passById } from '../../domain/passes/portal-pass';
import type { PaymentDeps } from '../../lib/payment-deps';

/**
 * After an assignment committed (once per card given: a repeated or conflicting one is refused
 * before this), the customer learns the card waits at the office. The assignment stands if it fails.
 */
export async function sendCardReadyNotice(
  deps: PaymentDeps,
  subscriptionId: number,
  cardCode: string,
): Promise<void> {
  const pass = await passById(deps.db, subscriptionId);
  if (!pass) return;
  try {
    await deps.mail.send({
      to: pass.customer.email,
      ...cardReadyEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate: pass.vehicle.plate,
        cardCode,
        office: await officeContact(deps, pass.subscription.locationId),
      }),
    });
  } catch (error) {
    deps.log(`card-ready notice for subscription ${subscriptionId} failed`, error);
  }
}
