import { and, eq, notInArray } from 'drizzle-orm';
import { todayInTimeZone } from '../../contract/calendar-date';
import type {
  AutopayLinkResponse,
  PassActionResponse,
  RenewalEmailResponse,
} from '../../contract/subscriptions';
import { firstRow } from '../../db/rows';
import { subscriptions, vehicles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { createAnchoredSubscription, stopAutopay } from '../../domain/billing/autopay-billing';
import { renewalLinkEmail } from '../../domain/emails/renewal-link-email';
import { mailSetupLink } from '../../domain/emails/setup-link-mail';
import { hasSpaceFor } from '../../domain/garage/capacity';
import { passStanding } from '../../domain/passes/pass-calendar';
import { sendPassEndedNotice } from '../../domain/passes/pass-ended-notice';
import { endPass } from '../../domain/passes/pass-ending';
import { type PortalPass, passById } from '../../domain/passes/portal-pass';
import { eventNames, passState, requirePass } from '../../domain/passes/staff-pass';
import { signedInRenewLink } from '../../domain/portal/sign-in-links';
import { runWaitlistSafely } from '../../domain/waitlist/waitlist-queue';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import { writeEvent } from '../../lib/write-event';

// Staff actions on one pass (docs/decisions/staff-pass-actions.md). Each writes its event with the
// acting staff user, in the transaction that makes the change.

/**
 * Autopay from the profile: the portal's own provider code (domain/autopay-billing). On needs a live
 * active pass, a saved card and the customer's recorded autopay consent: staff cannot consent for them.
 */
export async function setAutopay(
  deps: PaymentDeps,
  id: number,
  enable: boolean,
  actor: string,
): Promise<PassActionResponse> {
  const pass = await requirePass(deps, id);
  if (pass.subscription.statusKey !== 'active') throw new HttpError(409, 'subscription_not_active');
  if (!enable) {
    await stopAutopay(deps, pass, { reason: 'staff_off', actor });
    return passState(deps, id);
  }
  if (pass.subscription.autopay) return passState(deps, id);
  if (passStanding(deps.config.garageTz, deps.now(), pass.subscription.nextRenewalDate).expired) {
    throw new HttpError(409, 'pass_expired');
  }
  const consentId = pass.subscription.autopayConsentId;
  if (consentId === null) throw new HttpError(409, 'consent_required');
  const customerId = pass.subscription.providerCustomerId;
  const card = customerId ? await providerCall(deps, () => deps.payments.getSavedCard(customerId)) : null;
  if (!customerId || !card) throw new HttpError(409, 'need_setup');
  await createAnchoredSubscription(deps, {
    pass,
    customerId,
    paymentMethodId: card.paymentMethodId,
    consentId,
    idempotencyKey: `pass:${pass.subscription.id}:autopay-on:${pass.subscription.updatedAt}:${card.paymentMethodId}`,
    reason: 'staff_on',
    actor,
  });
  return passState(deps, id);
}

/**
 * Staff cannot consent to autopay for the customer: at the customer's request they e-mail the
 * portal's own autopay link. The customer agrees by saving a card through it (the e-mail states the
 * authorization), which records the consent and turns autopay on.
 */
export async function sendAutopayLink(deps: PaymentDeps, id: number): Promise<AutopayLinkResponse> {
  let sentTo = '';
  const sent = await mailSetupLink(
    deps,
    async (tx) => {
      const pass = await passById(tx, id);
      if (!pass) throw new HttpError(404, 'subscription_not_found');
      if (pass.subscription.statusKey !== 'active') throw new HttpError(409, 'subscription_not_active');
      if (pass.subscription.autopay) throw new HttpError(409, 'autopay_already_on');
      sentTo = pass.customer.email;
      return pass;
    },
    'enable_autopay',
  );
  return { sent_to: sentTo, reused_link: sent.reusedToken };
}

/**
 * The status dropdown (`status_edit`, which no role has today). Only between active, inactive and
 * banned; no event is listed for it (SPEC section 3), so none is written. Making a pass with days left
 * active again takes a space: refused with 409 `no_space_to_reactivate` when none is free, checked under
 * the write lock so two reactivations cannot both take the last one.
 */
export async function setStatus(
  deps: PaymentDeps,
  id: number,
  status: 'active' | 'inactive' | 'banned',
): Promise<PassActionResponse> {
  await requirePass(deps, id);
  const now = deps.now();
  await inTransaction(
    deps.db,
    async (tx) => {
      const current = await firstRow(
        tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1),
      );
      if (!current) throw new HttpError(404, 'subscription_not_found');
      const today = todayInTimeZone(deps.config.garageTz, now);
      const takesASpace =
        status === 'active' && current.nextRenewalDate !== null && current.nextRenewalDate >= today;
      if (takesASpace && !(await hasSpaceFor(deps.db, current, { today, nowIso: now.toISOString() }))) {
        throw new HttpError(409, 'no_space_to_reactivate');
      }
      await tx
        .update(subscriptions)
        .set({ statusKey: status, updatedAt: now.toISOString() })
        .where(eq(subscriptions.id, id));
    },
    { behavior: 'immediate' },
  );
  // An inactive pass frees its space for the waitlist.
  await runWaitlistSafely(deps);
  return passState(deps, id);
}

/** Cancels the provider subscription before anything local changes: if it fails, autopay would bill a canceled pass. */
async function stopBilling(deps: PaymentDeps, pass: PortalPass): Promise<void> {
  const providerSubscriptionId = pass.subscription.providerSubscriptionId;
  if (!pass.subscription.autopay || !providerSubscriptionId) return;
  await providerCall(deps, async () => deps.payments.cancelSubscription(providerSubscriptionId));
}

const ENDED = ['canceled', 'refunded', 'banned'] as const;

/** Cancel: immediate, the card back to stock, autopay never bills again. */
export async function cancelPass(deps: PaymentDeps, id: number, actor: string): Promise<PassActionResponse> {
  const pass = await requirePass(deps, id);
  if ((ENDED as readonly string[]).includes(pass.subscription.statusKey)) {
    throw new HttpError(409, 'subscription_not_cancelable');
  }
  await stopBilling(deps, pass);
  const now = deps.now();
  const nowIso = now.toISOString();
  await inTransaction(
    deps.db,
    async (tx) => {
      // Read again under the write lock: a second click or another staff member may have ended it.
      const current = await firstRow(
        tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, id), notInArray(subscriptions.statusKey, [...ENDED])))
          .limit(1),
      );
      if (!current) throw new HttpError(409, 'subscription_not_cancelable');
      const released = await endPass(tx, current, 'canceled', nowIso);
      await writeEvent(
        tx,
        'Subscription canceled',
        {
          ...eventNames(pass),
          previous_status: current.statusKey,
          card: released?.code ?? null,
          card_id: released?.id ?? null,
          autopay: current.autopay,
          next_renewal_date: current.nextRenewalDate,
        },
        now,
        actor,
      );
    },
    { behavior: 'immediate' },
  );
  await sendPassEndedNotice(deps, pass, { kind: 'canceled' });
  // The freed space goes to the first confirmed person on the waitlist.
  await runWaitlistSafely(deps);
  return passState(deps, id);
}

/** Ban: the vehicle and the pass banned, so signup refuses the e-mail and the plate from now on. */
export async function banPass(deps: PaymentDeps, id: number, actor: string): Promise<PassActionResponse> {
  const pass = await requirePass(deps, id);
  if (pass.subscription.statusKey === 'banned' && pass.vehicle.status === 'banned')
    return passState(deps, id);
  await stopBilling(deps, pass);
  const now = deps.now();
  const nowIso = now.toISOString();
  const newlyBanned = await inTransaction(
    deps.db,
    async (tx) => {
      const current = await firstRow(
        tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1),
      );
      if (!current) throw new HttpError(404, 'subscription_not_found');
      await tx
        .update(vehicles)
        .set({ status: 'banned', updatedAt: nowIso })
        .where(eq(vehicles.id, current.vehicleId));
      const released = await endPass(tx, current, 'banned', nowIso);
      await writeEvent(
        tx,
        'Vehicle banned',
        {
          ...eventNames(pass),
          previous_status: current.statusKey,
          card: released?.code ?? null,
          card_id: released?.id ?? null,
          email: pass.customer.email,
        },
        now,
        actor,
      );
      return current.statusKey !== 'banned';
    },
    { behavior: 'immediate' },
  );
  if (newlyBanned) await sendPassEndedNotice(deps, pass, { kind: 'banned' });
  await runWaitlistSafely(deps);
  return passState(deps, id);
}

/**
 * 'Re-enviar link de pago': e-mails the customer of a canceled pass the portal's renewal link
 * (`/renew?plate&signin`, as the renewal reminders do: it signs the reader in); paying it reactivates
 * the pass (portal renewal).
 */
export async function sendRenewalEmail(deps: PaymentDeps, id: number): Promise<RenewalEmailResponse> {
  const pass = await requirePass(deps, id);
  if (pass.subscription.statusKey !== 'canceled') throw new HttpError(409, 'subscription_not_canceled');
  const url = await signedInRenewLink(deps.db, {
    secret: deps.config.jwtSecret,
    baseUrl: deps.config.publicBaseUrl,
    subscriptionId: pass.subscription.id,
    now: deps.now(),
    plate: pass.vehicle.plate,
  });
  try {
    await deps.mail.send({
      to: pass.customer.email,
      ...renewalLinkEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate: pass.vehicle.plate,
        url,
      }),
    });
  } catch (error) {
    deps.log(`renewal link e-mail for subscription ${id} failed`, error);
    throw new HttpError(502, 'mail_send_failed');
  }
  return { sent_to: pass.customer.email };
}
