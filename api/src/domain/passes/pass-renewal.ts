import { addDays, type CalendarDate, renewalDateFor } from '../../contract/calendar-date';
import { RENEWAL_WINDOW_DAYS } from '../../contract/portal';
import { HttpError } from '../../lib/http-error';
import type { PassStanding } from './pass-calendar';
import type { PortalPass } from './portal-pass';

// Whether a pass may be renewed by hand, asked when the portal shows the pass, when a renewal starts
// and again when its payment arrives (docs/decisions/pass-payments.md).

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

/** The refusal a renewal answers, the same whether it is quoted or started. */
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
