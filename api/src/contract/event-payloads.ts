import type { EventAction } from './event-actions';
import type { VEHICLE_TYPES } from './wizard-constants';

// What each checklist event carries (SPEC section 3): `writeEvent` accepts only its action's payload,
// and the admin's checklist labels every field listed here. Browser-safe types, no code. Money is
// `amount_usd` text ('250.00'), dates are garage calendar dates (YYYY-MM-DD; null where the pass has
// none yet), `next_attempt_at` and `offer_expires_at` ISO timestamps. Why something happened is a code
// (`reason`, `decline_code`), never a sentence: the checklist words it in the reader's language
// (docs/decisions/data-values-translated.md). Rows written before these types may hold other fields
// or English sentences there; readers stay tolerant.

type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Whose pass an event is about: every event names the customer and the plate. */
type PassNames = { client_id: number; subscription_id: number; customer: string; plate: string };

/** A staff action on a pass (cancel, ban, refund) names the vehicle type too. */
type StaffPassNames = PassNames & { type: VehicleType };

/** A portal payment (renewal, lost-card fee), as the provider reported it. */
type PortalPayment = PassNames & { type: VehicleType; amount_usd: string; payment_intent: string };

/** Where a card went: the one handed out, and the one it replaced (null the first time). */
type CardAssignment = PassNames & {
  card_id: number;
  previous_card_id: number | null;
  card: string;
  previous_card: string | null;
};

type PortalRenewal = PortalPayment & {
  plan: string;
  invoice: number;
  current_period_start: string;
  next_renewal_date: string;
};

type LostCardFee = PortalPayment & { card: string | null; card_id: number; invoice: number };

/** The card a canceled, banned or refunded pass released (null when it had none). */
type ReleasedCard = { previous_status: string; card: string | null; card_id: number | null };

/** Who or what turned autopay on or off. */
export type AutopayChangeReason =
  | 'checkout'
  | 'customer_portal_on'
  | 'customer_portal_off'
  | 'customer_saved_card'
  | 'customer_email_link'
  | 'staff_on'
  | 'staff_off'
  | 'provider_canceled'
  | 'renewal_failed'
  | 'lapsed_no_space';

type AutopayChange = PassNames & {
  autopay: boolean;
  discount_cycles_left: number;
  next_renewal_date: string | null;
  reason: AutopayChangeReason;
};

/** Why a paid checkout became no pass and was refunded. */
export type CheckoutRefundReason = 'no_space' | 'plate_taken' | 'amex';

/** How a waitlist offer ended without a sale. */
export type OfferEndReason = 'not_bought' | 'left' | 'declined' | 'removed_by_staff';

type Refund =
  | (StaffPassNames &
      ReleasedCard & {
        amount_usd: string;
        invoice: number;
        refund: string;
      })
  // A checkout paid for a pass that could not be made (sold out, banned): no pass, no subscription_id.
  | {
      client_id: number;
      customer: string;
      plate: string;
      plan: string;
      amount_usd: string;
      invoice: number;
      reason: CheckoutRefundReason;
    };

/** The waitlist entry an offer event is about; `customer` is the name given on joining, if any. */
type WaitlistOffer = { waitlist_entry_id: number; customer: string; email: string; plate: string | null };

/** Fails to compile when an action has no payload or a payload names no action. */
type EveryAction<T extends Record<EventAction, object> & Record<Exclude<keyof T, EventAction>, never>> = T;

export type EventPayloads = EveryAction<{
  'Card assigned': CardAssignment;
  'Card re-assigned (same)': CardAssignment;
  'Card replaced (reactivation)': CardAssignment;
  'Subscription reactivated': PortalRenewal;
  'Manual renewal': PortalRenewal;
  // SPEC lists both spellings; this service writes 'Card lost – fee paid'.
  'Card lost paid': LostCardFee;
  'Card lost – fee paid': LostCardFee;
  'Payment received': PassNames & {
    type: VehicleType;
    plan: string;
    amount_usd: string;
    invoice: number;
    autopay: boolean;
    start_date: string;
    current_period_start: string;
    next_renewal_date: string;
  };
  'Vehicle banned': StaffPassNames & ReleasedCard & { email: string };
  'Subscription canceled': StaffPassNames &
    ReleasedCard & {
      autopay: boolean;
      next_renewal_date: string | null;
    };
  'Subscription refunded': Refund;
  'Autopay toggled': AutopayChange;
  'Auto-Pay charged': PassNames & {
    plan: string;
    amount_usd: string;
    invoice: number;
    current_period_start: string | null;
    next_renewal_date: string | null;
    discount_cycles_left: number;
  };
  'Auto-Pay failed': PassNames & {
    amount_usd: string;
    /** The provider's decline code (contract/decline-reasons.ts); null when it gave none. */
    decline_code: string | null;
    attempt: number;
    next_attempt_at: string | null;
    next_renewal_date: string | null;
  };
  // `reason` of the two mail failures is the mail server's own error ('535 Authentication failed'):
  // diagnostic text for whoever fixes the mail set-up, shown as it came.
  'Receipt e-mail failed': PassNames & { email: string; reason: string };
  'Waitlist offer sent': WaitlistOffer & { offer_expires_at: string; hold_hours: number };
  'Waitlist offer bought': WaitlistOffer & { subscription_id: number };
  'Waitlist offer expired': WaitlistOffer & { reason: OfferEndReason };
  'Waitlist offer e-mail failed': WaitlistOffer & { offer_expires_at: string; reason: string };
  'Renewal refunded – no space': PassNames & {
    amount_usd: string;
    reason: 'no_space';
    next_renewal_date: string | null;
  };
  'Auto-Pay needs confirmation': PassNames & {
    amount_usd: string;
    next_renewal_date: string | null;
    /** The day of the provider's last automatic attempt: confirming by then renews the pass. */
    last_attempt_date: string | null;
  };
  'Customer added': PassNames & {
    type: VehicleType;
    email: string;
    plan: string;
    start_date: string;
    next_renewal_date: string;
    card: string | null;
    /** 'form' (one customer added by hand) or 'csv' (a file import). */
    source: 'form' | 'csv';
  };
  'Online limit exceeded': PassNames & { online_sales_spaces: number; live_passes: number };
  /** `plate` is the new one; the pass is the vehicle's newest (null for a vehicle that never had one). */
  'Plate changed': Omit<PassNames, 'subscription_id'> & {
    subscription_id: number | null;
    type: VehicleType;
    previous_plate: string;
  };
  /** The request the checklist's Approve and Decline act on; the amount the refund would give back. */
  'Refund approval requested': StaffPassNames & {
    amount_usd: string;
    invoice: number;
    refund_request_id: number;
  };
}>;

export type EventPayload<A extends EventAction> = EventPayloads[A];

type KeysOf<T> = T extends unknown ? keyof T : never;

/** Every field some action's payload has. */
export type EventPayloadField = KeysOf<EventPayloads[EventAction]>;
