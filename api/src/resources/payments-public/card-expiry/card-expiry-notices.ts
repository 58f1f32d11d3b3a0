import { and, eq, isNotNull } from 'drizzle-orm';
import { todayInTimeZone } from '../../../contract/calendar-date';
import { returnedRow } from '../../../db/rows';
import { cardExpiryNotices, customers, subscriptions, vehicles } from '../../../db/schema';
import { cardExpiry, dueCardExpiryNotice } from '../../../domain/billing/card-expiry';
import { cardExpiryEmail } from '../../../domain/emails/card-expiry-email';
import { signedInLink } from '../../../domain/portal/sign-in-links';
import type { PaymentDeps } from '../../../lib/payment-deps';

// E-mails 30 and 7 days before an autopay pass's saved card stops working, each once per pass and
// card (docs/decisions/card-expiry-notices.md). A run missed catches up on the next; a card saved
// with fewer than 7 days left gets only the last notice.

type Deps = Pick<PaymentDeps, 'db' | 'config' | 'now' | 'mail' | 'log' | 'payments'>;

/** Sends every card expiry notice due now; safe to repeat. Returns how many were sent. */
export async function sendCardExpiryNotices(deps: Deps): Promise<number> {
  const now = deps.now();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const passes = await deps.db
    .select({ subscription: subscriptions, customer: customers, vehicle: vehicles })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(
      and(
        eq(subscriptions.statusKey, 'active'),
        eq(subscriptions.autopay, true),
        eq(subscriptions.hiddenFromLists, false),
        eq(vehicles.status, 'active'),
        isNotNull(subscriptions.providerCustomerId),
      ),
    );
  let sent = 0;
  for (const { subscription, customer, vehicle } of passes) {
    const customerId = subscription.providerCustomerId;
    if (!customerId || !deps.payments.ownsId(customerId)) continue;
    let card: Awaited<ReturnType<typeof deps.payments.getSavedCard>>;
    try {
      card = await deps.payments.getSavedCard(customerId);
    } catch (error) {
      deps.log(`card expiry check for subscription ${subscription.id} failed`, error);
      continue;
    }
    if (!card) continue;
    const expiry = cardExpiry(card, today);
    const kind = dueCardExpiryNotice(expiry.daysLeft);
    if (!kind) continue;
    // Claimed before sending: two runs at once cannot both send it (the key is unique).
    const claimed = await returnedRow(
      deps.db
        .insert(cardExpiryNotices)
        .values({
          subscriptionId: subscription.id,
          paymentMethodId: card.paymentMethodId,
          kind,
          sentAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ id: cardExpiryNotices.id }),
    );
    if (!claimed) continue;
    const url = await signedInLink(deps.db, {
      secret: deps.config.jwtSecret,
      baseUrl: deps.config.publicBaseUrl,
      path: '/change-card',
      subscriptionId: subscription.id,
      now,
      query: { plate: vehicle.plate },
    });
    try {
      await deps.mail.send({
        to: customer.email,
        ...cardExpiryEmail({
          language: customer.language,
          firstName: customer.firstName,
          plate: vehicle.plate,
          brand: card.brand,
          last4: card.last4,
          lastDay: expiry.lastDay,
          expired: expiry.daysLeft < 0,
          nextChargeDate: subscription.nextRenewalDate,
          url,
        }),
      });
      sent += 1;
    } catch (error) {
      // Unclaimed again, so the next run tries once more.
      await deps.db.delete(cardExpiryNotices).where(eq(cardExpiryNotices.id, claimed.id));
      deps.log(`card expiry notice for subscription ${subscription.id} failed`, error);
    }
  }
  return sent;
}

/**
 * The scheduler's job: the provider is asked about every autopay pass's card once per garage day on
 * the app clock (a sandbox clock moved forward counts), not on every one-minute tick.
 */
export function dailyCardExpiryNotices(deps: Deps): () => Promise<number> {
  let lastDay: string | null = null;
  return async () => {
    const today = todayInTimeZone(deps.config.garageTz, deps.now());
    if (today === lastDay) return 0;
    const sent = await sendCardExpiryNotices(deps);
    lastDay = today;
    return sent;
  };
}
