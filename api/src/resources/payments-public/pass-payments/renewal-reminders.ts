import { and, between, eq, isNull, notExists } from 'drizzle-orm';
import { addDays, daysBetween, todayInTimeZone } from '../../../contract/calendar-date';
import { returnedRow } from '../../../db/rows';
import { customers, passCancellations, renewalReminders, subscriptions, vehicles } from '../../../db/schema';
import { renewalReminderEmail } from '../../../domain/emails/renewal-reminder-email';
import { signedInRenewLink } from '../../../domain/portal/sign-in-links';
import type { PaymentDeps } from '../../../lib/payment-deps';

// Reminders before a pass without autopay ends (docs/decisions/renewal-reminders.md): one '7d' mail
// when 2 to 7 days are left and one '1d' mail when 1 or 0 days are left, each once per pass and
// renewal date. A run missed (server down) catches up on the next one instead of skipping the mail.

type Deps = Pick<PaymentDeps, 'db' | 'config' | 'now' | 'mail' | 'log'>;

const KINDS = [
  { kind: '7d', fromDays: 2, toDays: 7 },
  { kind: '1d', fromDays: 0, toDays: 1 },
] as const;

/** Sends every reminder due now; safe to run at any time and as often as wanted. Returns how many were sent. */
export async function sendRenewalReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const today = todayInTimeZone(deps.config.garageTz, now);
  let sent = 0;
  for (const { kind, fromDays, toDays } of KINDS) {
    const due = await deps.db
      .select({ subscription: subscriptions, customer: customers, vehicle: vehicles })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
      .where(
        and(
          eq(subscriptions.statusKey, 'active'),
          eq(subscriptions.autopay, false),
          eq(subscriptions.hiddenFromLists, false),
          eq(vehicles.status, 'active'),
          between(subscriptions.nextRenewalDate, addDays(today, fromDays), addDays(today, toDays)),
          // The owner asked to end it on that day: a "renew now" mail would contradict the cancel.
          notExists(
            deps.db
              .select({ id: passCancellations.id })
              .from(passCancellations)
              .where(
                and(
                  eq(passCancellations.subscriptionId, subscriptions.id),
                  isNull(passCancellations.undoneAt),
                  isNull(passCancellations.endedAt),
                ),
              ),
          ),
        ),
      );
    for (const { subscription, customer, vehicle } of due) {
      const renewalDate = subscription.nextRenewalDate;
      if (!renewalDate) continue;
      // Claimed before sending: two runs at once cannot both send it (the key is unique).
      const claimed = await returnedRow(
        deps.db
          .insert(renewalReminders)
          .values({ subscriptionId: subscription.id, renewalDate, kind, sentAt: now.toISOString() })
          .onConflictDoNothing()
          .returning({ id: renewalReminders.id }),
      );
      if (!claimed) continue;
      // Signs the reader in; the page learns the e-mail from the session and needs only the plate.
      const url = await signedInRenewLink(deps.db, {
        secret: deps.config.jwtSecret,
        baseUrl: deps.config.publicBaseUrl,
        subscriptionId: subscription.id,
        now,
        plate: vehicle.plate,
      });
      try {
        await deps.mail.send({
          to: customer.email,
          ...renewalReminderEmail({
            language: customer.language,
            firstName: customer.firstName,
            plate: vehicle.plate,
            renewalDate,
            daysLeft: daysBetween(today, renewalDate),
            url,
          }),
        });
        sent += 1;
      } catch (error) {
        // Unclaimed again, so the next run tries once more.
        await deps.db.delete(renewalReminders).where(eq(renewalReminders.id, claimed.id));
        deps.log(`renewal reminder for subscription ${subscription.id} failed`, error);
      }
    }
  }
  return sent;
}
