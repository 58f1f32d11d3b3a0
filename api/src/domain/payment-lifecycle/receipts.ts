import { eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import { customers, subscriptions, vehicles } from '../../db/schema';
import type { PaymentDeps } from '../../lib/payment-deps';
import { autopayFailedEmail, autopayReceiptEmail } from '../autopay-emails';
import { signedInLink } from '../sign-in-links';
import type { PaymentOutcome } from './payment-ledger';

// Sent after the renewal's transaction commits. A mail failure is logged and never undoes the
// renewal: the pass, the invoice and the staff event are already recorded.

function passOf(deps: PaymentDeps, subscriptionId: number) {
  return deps.db
    .select({ subscription: subscriptions, customer: customers, vehicle: vehicles })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(eq(subscriptions.id, subscriptionId))
    .get();
}

export async function sendRenewalReceipt(
  deps: PaymentDeps,
  subscriptionId: number,
  amountCents: number,
): Promise<boolean> {
  const pass = passOf(deps, subscriptionId);
  if (!pass?.subscription.nextRenewalDate || !pass.subscription.currentPeriodStart) return false;
  return send(deps, `renewal receipt for subscription ${subscriptionId}`, {
    to: pass.customer.email,
    ...autopayReceiptEmail({
      language: pass.customer.language,
      firstName: pass.customer.firstName,
      plate: pass.vehicle.plate,
      amountCents,
      periodStart: pass.subscription.currentPeriodStart,
      renewalDate: pass.subscription.nextRenewalDate,
    }),
  });
}

export async function sendRenewalFailureNotice(
  deps: PaymentDeps,
  outcome: Extract<PaymentOutcome, { kind: 'renewal_failed' }>,
): Promise<boolean> {
  const pass = passOf(deps, outcome.subscriptionId);
  if (!pass) return false;
  const email = pass.customer.email;
  const plate = pass.vehicle.plate;
  return send(deps, `failed-renewal notice for subscription ${outcome.subscriptionId}`, {
    to: email,
    ...autopayFailedEmail({
      language: pass.customer.language,
      firstName: pass.customer.firstName,
      plate,
      amountCents: outcome.amountCents,
      nextAttemptDate: outcome.nextAttemptAt
        ? todayInTimeZone(deps.config.garageTz, new Date(outcome.nextAttemptAt))
        : null,
      renewalDate: pass.subscription.nextRenewalDate,
      // Signs the reader in; the page learns the e-mail from the session and needs only the plate.
      cardUpdateUrl: signedInLink(deps.db, {
        secret: deps.config.jwtSecret,
        baseUrl: deps.config.publicBaseUrl,
        path: '/change-card',
        subscriptionId: outcome.subscriptionId,
        now: deps.now(),
        query: { plate },
      }),
    }),
  });
}

async function send(
  deps: PaymentDeps,
  what: string,
  message: Parameters<PaymentDeps['mail']['send']>[0],
): Promise<boolean> {
  try {
    await deps.mail.send(message);
    return true;
  } catch (error) {
    deps.log(`${what} failed`, error);
    return false;
  }
}
