import { and, desc, eq } from 'drizzle-orm';
import { addDays, type CalendarDate, renewalDateFor } from '../../../contract/calendar-date';
import { LOSS_FEE_ITEM_NAME } from '../../../contract/item';
import {
  type CardState,
  type CustomerInfoResponse,
  type LookupResponse,
  type PassStatus,
  RENEWAL_WINDOW_DAYS,
  type SubscriptionResponse,
} from '../../../contract/portal';
import type { DbExecutor } from '../../../db/db-executor';
import { cards, invoices, items } from '../../../db/schema';
import { type PassStanding, passStanding } from '../../../domain/pass-calendar';
import { type PortalPass, requireConfirmedPass, requirePortalPass } from '../../../domain/portal-pass';
import { type PortalSession, sessionMayAct } from '../../../domain/portal-sessions';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';

type Deps = Pick<PaymentDeps, 'db' | 'config' | 'now'>;
type PassKey = { email: string; plate: string };

const INVITE_INFO_MESSAGE =
  'Almost done: we sent you an e-mail to confirm your address. Open the link in it to see your pass.';

export function lookup(deps: Deps, key: PassKey): { status: 200 | 202; body: LookupResponse } {
  const pass = requirePortalPass(deps.db, key);
  const lossFee = { amount_cents: lossFeeCents(deps.db) };
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
      loss_payment_allowed: cardOf(deps.db, pass).state === 'assigned',
      info_message: null,
      loss_fee: lossFee,
    },
  };
}

/** What the dashboard shows; the card's digits and the invoices only to the pass's own session. */
export function subscriptionStatus(
  deps: Deps,
  key: PassKey,
  session: PortalSession | null,
): SubscriptionResponse {
  const pass = requireConfirmedPass(deps.db, key);
  const signedIn = sessionMayAct(session, pass.customer.email);
  const { subscription } = pass;
  const standing = passStanding(deps.config.garageTz, deps.now(), subscription.nextRenewalDate);
  const renewal = checkRenewal(pass, standing);
  const card = cardOf(deps.db, pass);
  const recent = signedIn
    ? deps.db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, subscription.id))
        .orderBy(desc(invoices.id))
        .limit(5)
        .all()
    : [];
  return {
    signed_in: signedIn,
    status: displayedStatus(subscription.statusKey, standing),
    autopay_enabled: subscription.autopay,
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
    card: { state: card.state, code_last4: signedIn && card.code ? card.code.slice(-4) : null },
    invoices: recent.map((invoice) => ({
      id: invoice.id,
      paid_at: invoice.paidAt,
      amount_cents: invoice.amountCents,
      status_key: invoice.statusKey,
      concept: invoice.concept,
    })),
  };
}

/** The customer and the vehicle; the names only to the pass's own session. */
export function customerInfo(deps: Deps, key: PassKey, session: PortalSession | null): CustomerInfoResponse {
  const { customer, vehicle } = requireConfirmedPass(deps.db, key);
  const signedIn = sessionMayAct(session, customer.email);
  return {
    signed_in: signedIn,
    first_name: signedIn ? customer.firstName : null,
    last_name: signedIn ? customer.lastName : null,
    language: customer.language,
    vehicle: {
      plate: vehicle.plate,
      type: vehicle.type,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      color: vehicle.color,
    },
  };
}

export type RenewalCheck =
  | { ok: true; start: CalendarDate; renewal: CalendarDate }
  | { ok: false; code: 'pass_not_renewable' | 'autopay_blocks_renewal' }
  | { ok: false; code: 'renew_too_early'; days: number };

const RENEWABLE_STATUSES: readonly string[] = ['active', 'inactive', 'canceled'];

/**
 * Whether the customer may renew by hand now, and the period it would buy: R+1 while the pass is
 * live, today once it has expired. A canceled pass (the link staff e-mail with 'Re-enviar link de
 * pago') is reactivated with a period from today. Banned and refunded passes are staff matters.
 */
export function checkRenewal(pass: PortalPass, standing: PassStanding): RenewalCheck {
  const { subscription, vehicle, plan } = pass;
  if (!RENEWABLE_STATUSES.includes(subscription.statusKey) || vehicle.status === 'banned') {
    return { ok: false, code: 'pass_not_renewable' };
  }
  if (subscription.statusKey === 'canceled') {
    return { ok: true, start: standing.today, renewal: renewalDateFor(standing.today, plan.durationMonths) };
  }
  if (subscription.autopay) return { ok: false, code: 'autopay_blocks_renewal' };
  if (!standing.expired && standing.daysLeft > RENEWAL_WINDOW_DAYS) {
    return { ok: false, code: 'renew_too_early', days: standing.daysLeft - RENEWAL_WINDOW_DAYS };
  }
  const start =
    standing.expired || !subscription.nextRenewalDate
      ? standing.today
      : addDays(subscription.nextRenewalDate, 1);
  return { ok: true, start, renewal: renewalDateFor(start, plan.durationMonths) };
}

export function renewalRefusal(check: Exclude<RenewalCheck, { ok: true }>): HttpError {
  if (check.code === 'renew_too_early') {
    const days = check.days;
    return new HttpError(
      409,
      'renew_too_early',
      `Too early to renew – come back in ${days} ${days === 1 ? 'day' : 'days'}.`,
      { details: { days: String(days) } },
    );
  }
  return new HttpError(409, check.code);
}

/** The access card of the pass: the assigned one, else the last one reported lost. */
export function cardOf(
  tx: DbExecutor,
  pass: PortalPass,
): { state: CardState; id: number | null; code: string | null } {
  const { subscription } = pass;
  if (subscription.cardId !== null) {
    const assigned = tx.select().from(cards).where(eq(cards.id, subscription.cardId)).get();
    if (assigned?.statusKey === 'assigned')
      return { state: 'assigned', id: assigned.id, code: assigned.code };
  }
  const lost = tx
    .select()
    .from(cards)
    .where(and(eq(cards.subscriptionId, subscription.id), eq(cards.statusKey, 'lost')))
    .orderBy(desc(cards.updatedAt), desc(cards.id))
    .get();
  return lost ? { state: 'lost', id: lost.id, code: lost.code } : { state: 'none', id: null, code: null };
}

export function lossFeeCents(tx: DbExecutor): number {
  const item = tx.select().from(items).where(eq(items.name, LOSS_FEE_ITEM_NAME)).get();
  // Seeded with the reference data and never deleted: its absence is a broken install.
  if (!item) throw new Error(`The item named '${LOSS_FEE_ITEM_NAME}' is missing`);
  return item.priceCents;
}

function displayedStatus(statusKey: PassStatus | string, standing: PassStanding): PassStatus {
  if ((statusKey === 'active' || statusKey === 'inactive') && standing.expired) return 'expired';
  return statusKey as PassStatus;
}
