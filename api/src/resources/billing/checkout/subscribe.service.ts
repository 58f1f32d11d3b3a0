import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { subscribeInputSchema } from '../../../contract/billing-input';
import type { SubscribeResponse } from '../../../contract/billing-response';
import { renewalDateFor, todayInTimeZone } from '../../../contract/calendar-date';
import { isAmex } from '../../../contract/card-brand';
import { renewalChargeAt } from '../../../contract/renewal-calendar';
import type { DbExecutor } from '../../../db/db-executor';
import { changedCount, sqlRow } from '../../../db/raw-sql';
import { firstRow } from '../../../db/rows';
import { cards, checkouts, customers, subscriptions } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import {
  type ConsentClient,
  checkoutConsentsOnce,
  requireCheckoutConsent,
} from '../../../domain/customers/consents';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import type { CreatedSubscription } from '../../../providers/payments/payments-provider';
import { assertHuman, planForBilling, publicPlan } from './checkout-input';
import { keepHold } from './holds.service';

type SubscribeInput = z.output<typeof subscribeInputSchema>;
type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * `POST /billing/subscribe`. Autopay, after the browser saved the card with the setup intent: creates
 * the subscription with the plan's discount and tries the first payment. The pass itself is made when
 * the provider reports the first invoice paid (the same event handler as every other payment).
 */
export async function subscribe(
  deps: PaymentDeps,
  input: SubscribeInput,
  client: ConsentClient,
): Promise<SubscribeResponse> {
  assertHuman(input.website);
  const plan = await publicPlan(deps, input.planId);
  if (!plan.autopay) throw new HttpError(400, 'autopay_only');
  const consent = requireCheckoutConsent(input.consent, true);
  const checkout = await openSetupCheckout(deps, input, plan.id);
  const { method, providerCustomerId } = await savedCardOf(deps, checkout, input.paymentMethod);

  await keepHold(deps, checkout);
  // The consent given where the card is authorised for later charges: the provider subscription
  // carries its id, so every charge made without the customer present points to it. It and the
  // billing anchor are fixed by the first subscribe: a repeat sends the provider the same parameters
  // under the same idempotency key (docs/decisions/stripe-idempotent-subscribe.md).
  const { consentId, billingAnchor } = await inTransaction(
    deps.db,
    async (tx) => {
      await markCharging(deps, tx, checkout);
      const anchor = await billingAnchorOnce(deps, tx, checkout, plan.durationMonths);
      const repeated = anchor.stored;
      return {
        consentId: await checkoutConsentsOnce(tx, checkout, consent, client, deps.now(), repeated),
        billingAnchor: anchor.at,
      };
    },
    { behavior: 'immediate' },
  );
  const firstPurchase = await isFirstPurchase(deps.db, checkout.email);
  const accessCard = await hasAccessCard(deps.db, checkout.email);

  const created = await providerCall(deps, async () =>
    deps.payments.createSubscription({
      customerId: providerCustomerId,
      paymentMethodId: method.id,
      plan: planForBilling(plan),
      metadata: { checkout_id: String(checkout.id), plate: checkout.plate, consent_id: String(consentId) },
      billingAnchor,
      chargeFirstPeriodNow: true,
      // Per card: a double click reuses the subscription, a second card after a decline gets its own.
      idempotencyKey: `${checkout.token}:subscription:${method.id}`,
    }),
  );
  const first = await recordFirstPayment(deps, checkout, created);
  const requiresAction = first.status === 'requires_action';
  return {
    customerId: checkout.token,
    carId: null,
    subscriptionId: created.id,
    requiresAction,
    paymentIntentClientSecret: requiresAction ? first.clientSecret : null,
    chargedNow: first.status === 'succeeded',
    isFirstPurchase: firstPurchase,
    hasAccessCard: accessCard,
  };
}

/**
 * The last step before the provider charges: the checkout must still be open (another browser's
 * create-intent may have replaced it since it was read), and its `updatedAt` moves, so a replacement
 * that found it unpaid before this point sees it changed and refuses (rival-checkouts.ts).
 */
async function markCharging(deps: PaymentDeps, tx: DbExecutor, checkout: CheckoutRow): Promise<void> {
  const changed = await tx
    .update(checkouts)
    .set({ updatedAt: deps.now().toISOString() })
    .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')));
  if (changedCount(changed) === 0) throw new HttpError(409, 'checkout_not_found');
}

/**
 * The pass bought today ends on R; its first renewal is charged on R itself (one calendar). Computed at
 * the first subscribe and kept on the checkout: a repeat after midnight must not move it.
 */
async function billingAnchorOnce(
  deps: PaymentDeps,
  tx: DbExecutor,
  checkout: CheckoutRow,
  months: number,
): Promise<{ at: Date; stored: boolean }> {
  const stored = (
    await firstRow(
      tx
        .select({ anchor: checkouts.billingAnchor })
        .from(checkouts)
        .where(eq(checkouts.id, checkout.id))
        .limit(1),
    )
  )?.anchor;
  if (stored) return { at: new Date(stored), stored: true };
  const today = todayInTimeZone(deps.config.garageTz, deps.now());
  const anchor = renewalChargeAt(renewalDateFor(today, months), deps.config.garageTz);
  await tx
    .update(checkouts)
    .set({ billingAnchor: anchor.toISOString() })
    .where(eq(checkouts.id, checkout.id));
  return { at: anchor, stored: false };
}

/** The browser's open autopay checkout (its opaque token), for the same plan and plate. */
async function openSetupCheckout(
  deps: PaymentDeps,
  input: SubscribeInput,
  planId: number,
): Promise<CheckoutRow> {
  const checkout = await firstRow(
    deps.db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.token, input.customerId),
          eq(checkouts.intentKind, 'setup'),
          eq(checkouts.planId, planId),
          eq(checkouts.status, 'open'),
        ),
      )
      .orderBy(desc(checkouts.id))
      .limit(1),
  );
  if (!checkout) throw new HttpError(409, 'checkout_not_found');
  if (checkout.plate !== input.wizardData.vehicle.plate) {
    throw new HttpError(409, 'vehicle_changed');
  }
  return checkout;
}

/** The card the browser saved, only if it belongs to this checkout's provider customer and is no Amex. */
async function savedCardOf(deps: PaymentDeps, checkout: CheckoutRow, paymentMethodId: string) {
  const method = await providerCall(deps, () => deps.payments.getPaymentMethod(paymentMethodId));
  const providerCustomerId = checkout.providerCustomerId;
  if (!method || !providerCustomerId || method.customerId !== providerCustomerId) {
    throw new HttpError(400, 'no_payment_information');
  }
  if (isAmex(method.brand)) throw new HttpError(400, 'amex_not_accepted');
  return { method, providerCustomerId };
}

/** Kept on the checkout for support; a declined first payment answers 402 and the subscription goes. */
async function recordFirstPayment(deps: PaymentDeps, checkout: CheckoutRow, created: CreatedSubscription) {
  const first = created.firstPayment;
  await deps.db
    .update(checkouts)
    .set({
      providerSubscriptionId: created.id,
      providerPaymentIntentId: first.paymentIntentId,
      lastError: first.error?.message ?? null,
      updatedAt: deps.now().toISOString(),
    })
    .where(eq(checkouts.id, checkout.id));
  if (first.status === 'requires_payment_method') {
    // An incomplete subscription would retry the card later; the visitor is choosing another one now.
    deps.payments
      .cancelSubscription(created.id)
      .catch((error: unknown) => deps.log(`could not cancel declined subscription ${created.id}`, error));
    const error = first.error;
    throw new HttpError(402, 'payment_failed', error?.message, {
      details: {
        payment_code: error?.code ?? 'card_declined',
        ...(error?.decline_code ? { decline_code: error.decline_code } : {}),
      },
    });
  }
  return first;
}

async function isFirstPurchase(db: DbExecutor, email: string): Promise<boolean> {
  const row = await sqlRow<{ bought: number }>(
    db,
    sql`select exists (
    select 1 from ${subscriptions} s join ${customers} c on c.id = s.customer_id where c.email = ${email}
  ) as bought`,
  );
  return !row?.bought;
}

async function hasAccessCard(db: DbExecutor, email: string): Promise<boolean> {
  const row = await sqlRow<{ has: number }>(
    db,
    sql`select exists (
    select 1 from ${cards} k
      join ${subscriptions} s on s.id = k.subscription_id
      join ${customers} c on c.id = s.customer_id
    where c.email = ${email} and k.status_key = 'assigned'
  ) as has`,
  );
  return Boolean(row?.has);
}
