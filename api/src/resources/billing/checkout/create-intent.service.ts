import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createIntentInputSchema,
  DISCOUNT_CYCLES,
  type subscribeInputSchema,
} from '../../../contract/billing-input';
import type {
  BillingConfigResponse,
  CreateIntentResponse,
  HoldKeepaliveResponse,
  SubscribeResponse,
} from '../../../contract/billing-response';
import { renewalDateFor, todayInTimeZone } from '../../../contract/calendar-date';
import { isAmex } from '../../../contract/card-brand';
import type { ValidWizardData } from '../../../contract/wizard-data';
import type { DbExecutor } from '../../../db/db-executor';
import { cards, checkouts, customers, plans, spaceHolds, subscriptions } from '../../../db/schema';
import { getInventory, isHoldLive, ONLINE_SALES_LOCATION_ID, releaseHold } from '../../../domain/capacity';
import { type ConsentClient, recordCheckoutConsents, requireCheckoutConsent } from '../../../domain/consents';
import { fullName } from '../../../domain/customer-records';
import { isEmailBlocked, isPlateAllowed, zipMatchesState } from '../../../domain/eligibility';
import { renewalChargeAt } from '../../../domain/renewal-calendar';
import { isCaptchaPassValid } from '../../../lib/captcha-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { PaymentsUnavailableError, type PlanForBilling } from '../../../providers/payments/payments-provider';

type CreateIntentInput = z.output<typeof createIntentInputSchema>;
type SubscribeInput = z.output<typeof subscribeInputSchema>;
type PlanRow = typeof plans.$inferSelect;
type CheckoutRow = typeof checkouts.$inferSelect;

export function billingConfig(deps: Pick<PaymentDeps, 'payments' | 'config'>): BillingConfigResponse {
  const { payments } = deps;
  return payments.kind === 'stripe' && payments.publishableKey
    ? { provider: 'stripe', publishableKey: payments.publishableKey, holdMinutes: deps.config.holdMinutes }
    : { provider: payments.kind, holdMinutes: deps.config.holdMinutes };
}

/**
 * Starts a checkout: checks the buyer, holds a space and only then asks the provider for an intent,
 * so a full garage answers 409 before anything can be charged. The check and the hold are one
 * BEGIN IMMEDIATE transaction: two buyers of the last space are serialised and one of them is refused.
 */
export async function createIntent(
  deps: PaymentDeps,
  input: CreateIntentInput,
  client: ConsentClient,
): Promise<CreateIntentResponse> {
  const wizard = input.wizardData;
  assertHuman(input.website);
  if (input.email.toLowerCase() !== wizard.personal.email.toLowerCase()) {
    throw new HttpError(400, 'email_mismatch');
  }
  assertZipMatchesState(wizard.address);
  const plan = publicPlan(deps, input.planId);
  const consent = requireCheckoutConsent(input.consent, plan.autopay);
  // After the input checks (they cost nothing and hold nothing), before anything is held.
  if (!isCaptchaPassValid(deps.config.jwtSecret, input.captchaPass, deps.now())) {
    throw new HttpError(403, 'captcha_pass_required');
  }
  const email = input.email.toLowerCase();
  const plate = wizard.vehicle.plate;
  const amountCents = firstChargeCents(plan);
  const intentKind = plan.autopay ? 'setup' : 'payment';

  const now = deps.now();
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const expiresAt = new Date(now.getTime() + deps.config.holdMinutes * 60_000).toISOString();
  // Stored answers keep the buyer's own wording of first and last name from the checkout form.
  const stored: ValidWizardData = {
    ...wizard,
    personal: { ...wizard.personal, firstName: input.firstName, lastName: input.lastName },
  };

  const reserved = deps.db.transaction(
    (tx) => {
      if (isEmailBlocked(tx, email)) throw new HttpError(409, 'email_banned');
      if (!isPlateAllowed(tx, plate, today)) throw new HttpError(409, 'plate_not_allowed');
      // A live checkout belongs to the browser that started it (issue 16): another create-intent for
      // its plate or its e-mail, even with the same e-mail typed in, never cancels that buyer's payment.
      // Only the browser's own token (a reload, a plan change, a retry) replaces it, so one visitor
      // never holds two spaces. Once a hold has lapsed its plate is free to anyone.
      const rivals = tx
        .select({
          id: checkouts.id,
          token: checkouts.token,
          plate: checkouts.plate,
          holdId: checkouts.holdId,
          intentId: checkouts.providerIntentId,
        })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.status, 'open'),
            or(
              eq(checkouts.plate, plate),
              eq(checkouts.email, email),
              input.checkoutToken ? eq(checkouts.token, input.checkoutToken) : undefined,
            ),
          ),
        )
        .all();
      const superseded: typeof rivals = [];
      for (const other of rivals) {
        if (input.checkoutToken !== undefined && other.token === input.checkoutToken) {
          superseded.push(other);
        } else if (isHoldLive(tx, other.holdId, nowIso)) {
          throw new HttpError(409, 'checkout_in_progress');
        } else if (other.plate === plate) {
          superseded.push(other);
        }
      }
      assertHoldCaps(tx, {
        email,
        clientIp: client.clientIp,
        replacing: superseded,
        nowIso,
        perClient: deps.config.checkoutClientLimits,
      });
      for (const old of superseded) {
        tx.update(checkouts)
          .set({ status: 'superseded', updatedAt: nowIso })
          .where(and(eq(checkouts.id, old.id), eq(checkouts.status, 'open')))
          .run();
        releaseHold(tx, old.holdId, nowIso);
      }
      const { availables } = getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso });
      if (availables <= 0) throw new HttpError(409, 'spaces_taken');
      const hold = tx
        .insert(spaceHolds)
        .values({ locationId: ONLINE_SALES_LOCATION_ID, expiresAt, createdAt: nowIso })
        .returning()
        .get();
      const checkout = tx
        .insert(checkouts)
        .values({
          token: randomBytes(16).toString('base64url'),
          holdId: hold.id,
          planId: plan.id,
          locationId: ONLINE_SALES_LOCATION_ID,
          email,
          language: input.language,
          plate,
          wizardData: JSON.stringify(stored),
          amountCents,
          intentKind,
          clientIp: client.clientIp.slice(0, 100),
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning()
        .get();
      recordCheckoutConsents(tx, checkout, consent, client, now);
      return { checkout, supersededIntents: superseded.map((old) => old.intentId) };
    },
    { behavior: 'immediate' },
  );

  const { checkout } = reserved;
  const metadata = { checkout_id: String(checkout.id), plate };
  let customerId: string;
  let intent: { id: string; clientSecret: string };
  try {
    customerId =
      reusableProviderCustomer(deps, email) ??
      (
        await deps.payments.createCustomer({
          email,
          name: fullName(input.firstName, input.lastName),
          metadata,
          idempotencyKey: `${checkout.token}:customer`,
        })
      ).id;
    intent =
      intentKind === 'payment'
        ? await deps.payments.createPaymentIntent({
            customerId,
            amountCents,
            description: `${plan.name} – ${plate}`,
            receiptEmail: email,
            metadata,
            idempotencyKey: `${checkout.token}:payment-intent`,
          })
        : await deps.payments.createSetupIntent({
            customerId,
            metadata,
            idempotencyKey: `${checkout.token}:setup-intent`,
          });
  } catch (error) {
    failCheckout(deps, checkout, error);
    if (error instanceof PaymentsUnavailableError) {
      deps.log(`create-intent: provider call failed for checkout ${checkout.id}`, error);
      throw new HttpError(503, 'payment_provider_unavailable');
    }
    throw error;
  }

  deps.db.transaction((tx) => {
    tx.update(checkouts)
      .set({
        providerCustomerId: customerId,
        providerIntentId: intent.id,
        ...(intentKind === 'payment' ? { providerPaymentIntentId: intent.id } : {}),
        updatedAt: nowIso,
      })
      .where(eq(checkouts.id, checkout.id))
      .run();
    tx.update(spaceHolds)
      .set({ providerIntentId: intent.id })
      .where(eq(spaceHolds.id, checkout.holdId))
      .run();
  });

  for (const oldIntent of reserved.supersededIntents) {
    if (oldIntent?.startsWith('pi_')) {
      deps.payments
        .cancelPaymentIntent(oldIntent)
        .catch((error: unknown) => deps.log(`could not cancel superseded intent ${oldIntent}`, error));
    }
  }

  return {
    clientSecret: intent.clientSecret,
    intentType: intentKind,
    checkoutToken: checkout.token,
    customerId: checkout.token,
    // The vehicle is written when the payment completes; an id of a row on file would tell a stranger
    // the plate is registered (docs/decisions/public-answers-reveal-no-records.md).
    carId: null,
    amountCents,
    holdExpiresAt: expiresAt,
  };
}

/**
 * Autopay, after the browser saved the card with the setup intent: creates the subscription with the
 * plan's discount and tries the first payment. The pass itself is made when the provider reports the
 * first invoice paid (the same event handler as every other payment).
 */
export async function subscribe(
  deps: PaymentDeps,
  input: SubscribeInput,
  client: ConsentClient,
): Promise<SubscribeResponse> {
  assertHuman(input.website);
  const plan = publicPlan(deps, input.planId);
  if (!plan.autopay) throw new HttpError(400, 'autopay_only');
  const consent = requireCheckoutConsent(input.consent, true);

  const checkout = deps.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.token, input.customerId),
        eq(checkouts.intentKind, 'setup'),
        eq(checkouts.planId, plan.id),
        eq(checkouts.status, 'open'),
      ),
    )
    .orderBy(desc(checkouts.id))
    .limit(1)
    .get();
  if (!checkout) throw new HttpError(409, 'checkout_not_found');
  if (checkout.plate !== input.wizardData.vehicle.plate) {
    throw new HttpError(409, 'vehicle_changed');
  }

  const method = await providerCall(deps, () => deps.payments.getPaymentMethod(input.paymentMethod));
  const providerCustomerId = checkout.providerCustomerId;
  if (!method || !providerCustomerId || method.customerId !== providerCustomerId) {
    throw new HttpError(400, 'no_payment_information');
  }
  if (isAmex(method.brand)) throw new HttpError(400, 'amex_not_accepted');

  keepHold(deps, checkout);
  // The consent given where the card is authorised for later charges: the provider subscription
  // carries its id, so every charge made without the customer present points to it.
  const consentId = deps.db.transaction((tx) =>
    recordCheckoutConsents(tx, checkout, consent, client, deps.now()),
  );
  const firstPurchase = isFirstPurchase(deps.db, checkout.email);
  const accessCard = hasAccessCard(deps.db, checkout.email);

  const created = await providerCall(deps, () =>
    deps.payments.createSubscription({
      customerId: providerCustomerId,
      paymentMethodId: method.id,
      plan: planForBilling(plan),
      metadata: { checkout_id: String(checkout.id), plate: checkout.plate, consent_id: String(consentId) },
      // The pass bought today ends on R; its first renewal is charged on R itself (one calendar).
      billingAnchor: renewalChargeAt(
        renewalDateFor(todayInTimeZone(deps.config.garageTz, deps.now()), plan.durationMonths),
        deps.config.garageTz,
      ),
      chargeFirstPeriodNow: true,
      // Per card: a double click reuses the subscription, a second card after a decline gets its own.
      idempotencyKey: `${checkout.token}:subscription:${method.id}`,
    }),
  );
  const first = created.firstPayment;
  deps.db
    .update(checkouts)
    .set({
      providerSubscriptionId: created.id,
      providerPaymentIntentId: first.paymentIntentId,
      lastError: first.error?.message ?? null,
      updatedAt: deps.now().toISOString(),
    })
    .where(eq(checkouts.id, checkout.id))
    .run();

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

export function planForBilling(plan: PlanRow): PlanForBilling {
  return {
    id: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    durationMonths: plan.durationMonths,
    discountPercent: plan.discountPercent,
    discountCycles: plan.discountPercent > 0 ? DISCOUNT_CYCLES : 0,
    couponId: plan.stripeCouponId,
  };
}

/** What the first payment costs: autopay's first cycle already carries the discount. */
export function firstChargeCents(plan: PlanRow): number {
  if (!plan.autopay || plan.discountPercent <= 0) return plan.priceCents;
  return Math.round((plan.priceCents * (100 - plan.discountPercent)) / 100);
}

/** Open checkouts with a live hold a visitor may have at once (issue 10, finding 2). */
export const HOLD_CAPS = { perEmail: 1, perClient: 2 } as const;

/**
 * One person pays for one pass at a time; a household or an office behind one address for two. The
 * checkouts this call replaces (its browser starting over, or lapsed ones of the plate) do not count.
 */
function assertHoldCaps(
  tx: DbExecutor,
  input: {
    email: string;
    clientIp: string;
    replacing: readonly { id: number }[];
    nowIso: string;
    perClient: boolean;
  },
): void {
  const replaced = input.replacing.map((row) => row.id);
  const live = (owner: SQL) =>
    tx
      .select({ n: sql<number>`count(*)` })
      .from(checkouts)
      .innerJoin(spaceHolds, eq(spaceHolds.id, checkouts.holdId))
      .where(
        and(
          eq(checkouts.status, 'open'),
          owner,
          isNull(spaceHolds.releasedAt),
          gt(spaceHolds.expiresAt, input.nowIso),
          replaced.length > 0 ? notInArray(checkouts.id, replaced) : undefined,
        ),
      )
      .get()?.n ?? 0;
  if (live(eq(checkouts.email, input.email)) >= HOLD_CAPS.perEmail) {
    throw new HttpError(409, 'too_many_holds');
  }
  if (input.perClient && live(eq(checkouts.clientIp, input.clientIp)) >= HOLD_CAPS.perClient) {
    throw new HttpError(409, 'too_many_holds');
  }
}

function assertHuman(website: string): void {
  // Same answer for every refusal: a bot learns nothing about which field gave it away.
  if (website.trim() !== '') throw new HttpError(400, 'honeypot');
}

function assertZipMatchesState(address: ValidWizardData['address']): void {
  if (!zipMatchesState(address)) throw new HttpError(400, 'zip_state_mismatch');
}

function publicPlan(deps: Pick<PaymentDeps, 'db'>, planId: number): PlanRow {
  const plan = deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isPublic, true)))
    .get();
  if (!plan) throw new HttpError(400, 'plan_not_found');
  return plan;
}

/**
 * Autopay charges later than create-intent: the space must still be there. A live hold is kept; a
 * lapsed one is taken again only if a space is free, in the same kind of transaction as create-intent.
 */
function keepHold(deps: PaymentDeps, checkout: CheckoutRow): void {
  const now = deps.now();
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const expiresAt = new Date(now.getTime() + deps.config.holdMinutes * 60_000).toISOString();
  deps.db.transaction(
    (tx) => {
      const current = tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).get();
      if (current?.status !== 'open') throw new HttpError(409, 'checkout_not_found');
      const hold = tx.select().from(spaceHolds).where(eq(spaceHolds.id, checkout.holdId)).get();
      if (hold && hold.releasedAt === null && hold.expiresAt > nowIso) return;
      const { availables } = getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso });
      if (availables <= 0) throw new HttpError(409, 'spaces_taken');
      tx.update(spaceHolds)
        .set({ expiresAt, releasedAt: null })
        .where(eq(spaceHolds.id, checkout.holdId))
        .run();
    },
    { behavior: 'immediate' },
  );
}

/** However long the page stays open, a checkout holds its space at most this long after it started. */
export const HOLD_CAP_MINUTES = 30;

/**
 * The checkout page's heartbeat: the hold runs `holdMinutes` from now, never past the cap. A hold the
 * page released (pagehide) or let lapse is taken again only if a space is free, as subscribe does.
 */
export function keepHoldAlive(deps: PaymentDeps, token: string): HoldKeepaliveResponse {
  const now = deps.now();
  const nowIso = now.toISOString();
  const today = todayInTimeZone(deps.config.garageTz, now);
  return deps.db.transaction(
    (tx) => {
      const checkout = tx
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.token, token), eq(checkouts.status, 'open')))
        .get();
      const hold = checkout && tx.select().from(spaceHolds).where(eq(spaceHolds.id, checkout.holdId)).get();
      if (!checkout || !hold) throw new HttpError(409, 'checkout_not_found');
      const capMinutes = Math.max(HOLD_CAP_MINUTES, deps.config.holdMinutes);
      const cap = Date.parse(checkout.createdAt) + capMinutes * 60_000;
      const until = Math.min(now.getTime() + deps.config.holdMinutes * 60_000, cap);
      if (until <= now.getTime()) return { holdExpiresAt: hold.expiresAt };
      const expiresAt = new Date(until).toISOString();
      if (!isHoldLive(tx, hold.id, nowIso)) {
        const { availables } = getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso });
        if (availables <= 0) throw new HttpError(409, 'spaces_taken');
      }
      tx.update(spaceHolds).set({ expiresAt, releasedAt: null }).where(eq(spaceHolds.id, hold.id)).run();
      return { holdExpiresAt: expiresAt };
    },
    { behavior: 'immediate' },
  );
}

/**
 * The visitor left the checkout (tab closed, another page): the space is free at once. The checkout
 * stays open, so a payment already on its way still becomes a pass if a space is free. Unknown or
 * finished checkouts are ignored: the beacon that sends this never reads the answer.
 */
export function releaseCheckoutHold(deps: PaymentDeps, token: string): void {
  const nowIso = deps.now().toISOString();
  deps.db.transaction((tx) => {
    const checkout = tx
      .select({ holdId: checkouts.holdId })
      .from(checkouts)
      .where(and(eq(checkouts.token, token), eq(checkouts.status, 'open')))
      .get();
    if (checkout) releaseHold(tx, checkout.holdId, nowIso);
  });
}

function failCheckout(deps: PaymentDeps, checkout: CheckoutRow, error: unknown): void {
  const nowIso = deps.now().toISOString();
  deps.db.transaction((tx) => {
    tx.update(checkouts)
      .set({
        status: 'failed',
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'Provider call failed',
        updatedAt: nowIso,
      })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')))
      .run();
    releaseHold(tx, checkout.holdId, nowIso);
  });
}

async function providerCall<T>(deps: PaymentDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) {
      deps.log('payment provider call failed', error);
      throw new HttpError(503, 'payment_provider_unavailable');
    }
    throw error;
  }
}

/** The provider customer of this e-mail's last checkout, so one person stays one Stripe customer. */
function reusableProviderCustomer(deps: PaymentDeps, email: string): string | null {
  const row = deps.db
    .select({ id: checkouts.providerCustomerId })
    .from(checkouts)
    .where(and(eq(checkouts.email, email), sql`${checkouts.providerCustomerId} is not null`))
    .orderBy(desc(checkouts.id))
    .limit(1)
    .get();
  const id = row?.id;
  if (!id) return null;
  // Sandbox ids mean nothing to Stripe and the other way round (the provider may have been switched).
  return id.includes('_sbx_') === (deps.payments.kind === 'sandbox') ? id : null;
}

function isFirstPurchase(db: DbExecutor, email: string): boolean {
  const row = db.get<{ bought: number }>(sql`select exists (
    select 1 from ${subscriptions} s join ${customers} c on c.id = s.customer_id where c.email = ${email}
  ) as bought`);
  return !row?.bought;
}

function hasAccessCard(db: DbExecutor, email: string): boolean {
  const row = db.get<{ has: number }>(sql`select exists (
    select 1 from ${cards} k
      join ${subscriptions} s on s.id = k.subscription_id
      join ${customers} c on c.id = s.customer_id
    where c.email = ${email} and k.status_key = 'assigned'
  ) as has`);
  return Boolean(row?.has);
}
