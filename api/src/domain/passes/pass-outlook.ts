import type {
  MainAction,
  NextStep,
  PassAction,
  PassActionName,
  PassActionReason,
  PassStatus,
} from '../../contract/portal';
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

const AVAILABLE: PassAction = { available: true, reason: null };
const refused = (reason: PassActionReason): PassAction => ({ available: false, reason });

/** What the pass holds that the actions depend on, beside its status and renewal check. */
export type ActionFacts = {
  status: PassStatus;
  renewal: RenewalCheck;
  autopay: boolean;
  /** The pass is live (active, not past 23:45 on R): autopay may be turned on. */
  live: boolean;
  hasSavedCard: boolean;
  accessCardAssigned: boolean;
};

/**
 * Each dashboard action as its call would answer now: the renewal check `POST renew` applies, the live
 * pass `toggle-autopay` and `send-autopay-enable-link` need, the saved card `change-card` needs and the
 * assigned access card `lost-card` needs.
 */
export function passActions(facts: ActionFacts): Record<PassActionName, PassAction> {
  const held = facts.status === 'active' || facts.status === 'expired' || facts.status === 'inactive';
  const ended = refused('pass_ended');
  const autopayOn = !held
    ? ended
    : facts.autopay
      ? refused('autopay_already_on')
      : facts.live
        ? AVAILABLE
        : refused('pass_expired');
  return {
    renew: facts.renewal.ok ? AVAILABLE : refused(facts.renewal.code),
    autopay_on: autopayOn,
    autopay_off: !held ? ended : facts.autopay ? AVAILABLE : refused('autopay_already_off'),
    autopay_link: autopayOn,
    change_card: !held ? ended : facts.hasSavedCard ? AVAILABLE : refused('no_saved_card'),
    // POST lost-card asks only for an assigned card, whatever the pass's status.
    lost_card: facts.accessCardAssigned ? AVAILABLE : refused('no_card_assigned'),
  };
}

/** The action the dashboard leads with: the next step's own, or the saved card while autopay runs. */
export function mainAction(
  step: NextStep,
  autopay: boolean,
  actions: Record<PassActionName, PassAction>,
): MainAction {
  if (step === 'change_card') return 'change_card';
  if (autopay) return actions.change_card.available ? 'manage_card' : 'none';
  return step === 'renew' && actions.renew.available ? 'renew' : 'none';
}
