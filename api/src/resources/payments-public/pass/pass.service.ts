import { desc, eq } from 'drizzle-orm';
import { ONE_TIME_PLAN_ID } from '../../../contract/billing-input';
import type { CalendarDate } from '../../../contract/calendar-date';
import { customerDeclineReason } from '../../../contract/decline-reasons';
import { isPlateRegion } from '../../../contract/plate-region';
import type {
  AutopayOffer,
  CustomerInfoResponse,
  LookupResponse,
  RenewQuoteResponse,
  SubscriptionResponse,
} from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { invoices, plans } from '../../../db/schema';
import { laterAutopayPlan } from '../../../domain/billing/autopay-billing';
import { CARD_EXPIRY_WARNING_DAYS, cardExpiry } from '../../../domain/billing/card-expiry';
import { planNames, withSpanishConcept } from '../../../domain/billing/invoice-concepts';
import { autopayChargeDates, providerNextCharge } from '../../../domain/billing/next-autopay-charge';
import { officeContact } from '../../../domain/garage/office-contact';
import { gateStanding } from '../../../domain/gate/gate-standing';
import { isPassExpired, passStanding } from '../../../domain/passes/pass-calendar';
import { cardOf, lossFeeCents } from '../../../domain/passes/pass-card';
import { displayedStatus, mainAction, nextStep, passActions } from '../../../domain/passes/pass-outlook';
import { checkRenewal, renewalRefusal } from '../../../domain/passes/pass-renewal';
import { passSavedCard } from '../../../domain/passes/pass-saved-card';
import { type PortalPass, requireConfirmedPass, requirePortalPass } from '../../../domain/passes/portal-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';

type Deps = Pick<PaymentDeps, 'db' | 'config' | 'now'>;
type PassKey = { email: string; plate: string };

const INVITE_INFO_MESSAGE =
  'Almost done: we sent you an e-mail to confirm your address. Open the link in it to see your pass.';

export async function lookup(deps: Deps, key: PassKey): Promise<{ status: 200 | 202; body: LookupResponse }> {
  const pass = await requirePortalPass(deps.db, key);
  const lossFee = { amount_cents: await lossFeeCents(deps.db) };
  if (pass.customer.invitePending) {
    return {
      status: 202,
      body: {
        ok: false,
        invitePending: true,
        loss_payment_allowed: false,
        info_message: INVITE_INFO_MESSAGE,
        loss_fee: lossFee,
      },
    };
  }
  return {
    status: 200,
    body: {
      ok: true,
      invitePending: false,
      loss_payment_allowed: (await cardOf(deps.db, pass)).state === 'assigned',
      info_message: null,
      loss_fee: lossFee,
    },
  };
}

/** What the dashboard shows (the router asks for the pass's own session first). */
export async function subscriptionStatus(deps: PaymentDeps, key: PassKey): Promise<SubscriptionResponse> {
  const pass = await requireConfirmedPass(deps.db, key);
  const { subscription } = pass;
  const standing = passStanding(deps.config.garageTz, deps.now(), subscription.nextRenewalDate);
  const renewal = checkRenewal(pass, standing);
  const card = await cardOf(deps.db, pass);
  const recent = await deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscription.id))
    .orderBy(desc(invoices.id))
    .limit(5);
  const status = displayedStatus(pass, standing);
  const failing = subscription.autopayFailedAt !== null;
  const step = nextStep(pass, status, renewal, failing);
  const actions = passActions({
    status,
    renewal,
    autopay: subscription.autopay,
    live: !isPassExpired(deps, pass),
    // Saved cards belong to the autopay side; an autopay pass has one by construction.
    hasSavedCard: subscription.autopay,
    accessCardAssigned: card.state === 'assigned',
  });
  return {
    status,
    next_step: step,
    main_action: mainAction(step, subscription.autopay, actions),
    actions,
    today: standing.today,
    renew_refusal: renewal.ok ? null : renewal.code,
    office: await officeContact(deps, subscription.locationId),
    autopay_failure: failing
      ? {
          failed_at: subscription.autopayFailedAt ?? '',
          amount_cents: subscription.autopayFailedCents ?? 0,
          decline_reason: customerDeclineReason(subscription.autopayFailureReason),
          next_retry_at: subscription.autopayRetryAt,
        }
      : null,
    autopay_offer: actions.autopay_on.available ? await autopayOffer(deps, pass) : null,
    autopay_off_preview:
      actions.autopay_off.available && subscription.nextRenewalDate
        ? { pay_by: subscription.nextRenewalDate }
        : null,
    autopay_enabled: subscription.autopay,
    ...(await autopayOutlook(deps, pass, standing.today)),
    days_left: standing.expired ? null : standing.daysLeft,
    days_ago: standing.expired ? standing.daysAgo : null,
    next_renewal_date: subscription.nextRenewalDate,
    valid_through: '23:45',
    start_date: subscription.startDate,
    current_period_start: subscription.currentPeriodStart,
    discount_cycles_left: subscription.discountCyclesLeft,
    first3_cycles_left: subscription.discountCyclesLeft,
    // Saved cards belong to the autopay side; an autopay pass has one by construction.
    has_saved_card: subscription.autopay,
    renew_allowed: renewal.ok,
    renew_opens_in_days: !renewal.ok && renewal.code === 'renew_too_early' ? renewal.days : 0,
    card: { state: card.state, code_last4: card.code ? card.code.slice(-4) : null },
    gate: await gateStanding(
      deps.db,
      { ...subscription, vehicleStatus: pass.vehicle.status },
      { now: deps.now().getTime(), timeZone: deps.config.garageTz },
    ),
    invoices: await withSpanishConcept(
      recent.map((invoice) => ({
        id: invoice.id,
        paid_at: invoice.paidAt,
        amount_cents: invoice.amountCents,
        status_key: invoice.statusKey,
        concept: invoice.concept,
      })),
      async () => planNames(deps.db),
    ),
  };
}

/**
 * What turning autopay on would charge: the plan it bills (createAnchoredSubscription), from the
 * renewal date, to the saved card if there is one. The provider is asked for the card only here, where
 * the switch is offered; while it is down the dialog speaks as if none were saved (the switch then
 * finds the card and uses it).
 */
async function autopayOffer(deps: PaymentDeps, pass: PortalPass): Promise<AutopayOffer | null> {
  const renewal = pass.subscription.nextRenewalDate;
  if (!renewal) return null;
  const card = await passSavedCard(deps, pass).catch((error: unknown) => {
    if (error instanceof HttpError && error.code === 'payment_provider_unavailable') return null;
    throw error;
  });
  const plan = await laterAutopayPlan(deps.db, pass);
  return {
    amount_cents: plan.priceCents,
    first_charge_date: renewal,
    saved_card: card ? { brand: card.brand, last4: card.last4 } : null,
    charges: autopayChargeDates(renewal, plan.durationMonths, 3).map((date) => ({
      amount_cents: plan.priceCents,
      date,
    })),
  };
}

/**
 * The next charge and the saved card's expiry of an autopay pass, both as the provider has them; a
 * provider outage leaves the card warning out rather than failing the dashboard.
 */
async function autopayOutlook(
  deps: PaymentDeps,
  pass: PortalPass,
  today: CalendarDate,
): Promise<Pick<SubscriptionResponse, 'next_charge' | 'card_expiry'>> {
  if (!pass.subscription.autopay) return { next_charge: null, card_expiry: null };
  const next = await providerNextCharge(deps, pass);
  const card = await passSavedCard(deps, pass).catch((error: unknown) => {
    if (error instanceof HttpError && error.code === 'payment_provider_unavailable') return null;
    throw error;
  });
  const expiry = card ? cardExpiry(card, today) : null;
  return {
    next_charge: next ? { amount_cents: next.amountCents, date: next.date } : null,
    card_expiry:
      card && expiry && expiry.daysLeft <= CARD_EXPIRY_WARNING_DAYS
        ? { brand: card.brand, last4: card.last4, last_day: expiry.lastDay, days_left: expiry.daysLeft }
        : null,
  };
}

/** The customer and the vehicle (the router asks for the pass's own session first). */
export async function customerInfo(deps: Deps, key: PassKey): Promise<CustomerInfoResponse> {
  const { customer, vehicle } = await requireConfirmedPass(deps.db, key);
  return {
    first_name: customer.firstName,
    last_name: customer.lastName,
    language: customer.language,
    vehicle: {
      plate: vehicle.plate,
      plate_state: isPlateRegion(vehicle.plateState) ? vehicle.plateState : null,
      type: vehicle.type,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      color: vehicle.color,
    },
  };
}

/** `GET renew`: the renewal `POST renew` would start now, or the same refusal it would answer. */
export async function renewalQuote(deps: Deps, key: PassKey): Promise<RenewQuoteResponse> {
  const pass = await requireConfirmedPass(deps.db, key);
  const standing = passStanding(deps.config.garageTz, deps.now(), pass.subscription.nextRenewalDate);
  const check = checkRenewal(pass, standing);
  if (!check.ok) throw renewalRefusal(check);
  const plan = await firstRow(deps.db.select().from(plans).where(eq(plans.id, ONE_TIME_PLAN_ID)).limit(1));
  if (!plan) throw new HttpError(404, 'plan_not_found');
  return { amount_cents: plan.priceCents, new_period_start: check.start, new_renewal_date: check.renewal };
}
