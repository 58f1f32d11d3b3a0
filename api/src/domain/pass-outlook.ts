import type { NextStep, PassStatus } from '../contract/portal';
import type { PassStanding } from './pass-calendar';
import type { RenewalCheck } from './pass-renewal';
import type { PortalPass } from './portal-pass';

// What the portal tells a customer about their pass, from the same renewal rules the renewal calls
// apply (pass-renewal.ts), so the dashboard never offers an action the API then refuses.

/** The status the customer sees: the pass's own, 'expired' once an active pass is past 23:45 on R. */
export function displayedStatus(pass: PortalPass, standing: PassStanding): PassStatus {
  const { subscription, vehicle } = pass;
  if (vehicle.status === 'banned' || subscription.statusKey === 'banned') return 'banned';
  if (subscription.statusKey === 'active') return standing.expired ? 'expired' : 'active';
  return subscription.statusKey;
}

/**
 * The one thing the customer can do next. A failing autopay charge asks for a new card first (the
 * provider retries with it); a renewal the rules allow is offered; one that opens later says when;
 * a refunded, banned or otherwise unrenewable pass sends them to the office.
 */
export function nextStep(
  pass: PortalPass,
  status: PassStatus,
  renewal: RenewalCheck,
  autopayFailing: boolean,
): NextStep {
  if (status === 'banned' || status === 'refunded') return 'contact_office';
  if (autopayFailing && pass.subscription.autopay) return 'change_card';
  if (renewal.ok) return 'renew';
  if (renewal.code === 'renew_too_early') return 'renew_later';
  if (renewal.code === 'autopay_blocks_renewal') return status === 'expired' ? 'change_card' : 'none';
  return 'contact_office';
}
