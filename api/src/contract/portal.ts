import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import type { CustomerDeclineReason } from './decline-reasons';
import { emailAddressSchema } from './email-address';
import type { PassGateStanding } from './gate-access';
import { plateSchema } from './plate';
import type { PlateRegion } from './plate-region';
import { rule } from './validation-rules';

// The customer portal's calls under `/payments-public` (docs/decisions/customer-portal.md): a pass is
// named by e-mail and plate together, never by an id. Naming is not proof: every call that names a pass
// needs the portal session of the pass's e-mail (docs/decisions/portal-sign-in.md); without it each
// answers 401 `sign_in_required`, the same for a real pair and a made-up one
// (docs/decisions/public-answers-reveal-no-records.md).

const language = z
  .enum(['en', 'es'], { error: rule('language') })
  .optional()
  .default('en');

/** `GET lookup`, `subscription`, `customer-info`, `renew` (query). */
export const passKeySchema = z.object({ email: emailAddressSchema, plate: plateSchema });

/** `POST confirm-invite` */
export const confirmInviteInputSchema = z.object({
  token: z
    .string({ error: rule('token_required') })
    .trim()
    .min(1, rule('token_required'))
    .max(200),
});

/** `POST renew` and `POST lost-card` */
export const passPaymentInputSchema = z.object({
  email: emailAddressSchema,
  plate: plateSchema,
  language,
});

/**
 * `POST lost-card/saved-card`: `amount_cents` is the fee the screen showed; the server charges its own
 * fee and refuses (loss_fee_changed) when the two differ, so the customer is never charged another sum.
 */
export const savedCardFeeInputSchema = passPaymentInputSchema.extend({
  amount_cents: z
    .number({ error: rule('amount_required') })
    .int(rule('amount_required'))
    .min(0, rule('amount_required')),
});

/** `GET payment?id=` */
export const passPaymentQuerySchema = z.object({
  id: z
    .string({ error: rule('payment_id_required') })
    .trim()
    .min(1, rule('payment_id_required'))
    .max(100),
});

export type LookupResponse = {
  ok: boolean;
  invitePending: boolean;
  /** A card is assigned, so its loss fee can be paid. */
  loss_payment_allowed: boolean;
  /** What to tell the customer instead of the dashboard (the check-your-e-mail text on 202). */
  info_message: string | null;
  loss_fee: { amount_cents: number };
};

export type CardState = 'assigned' | 'none' | 'lost';

export type PortalInvoice = {
  id: number;
  paid_at: string | null;
  amount_cents: number;
  status_key: string;
  /** As stored, in English. */
  concept: string;
  /** The same in Spanish, for Spanish readers. */
  concept_es: string;
};

export type PassStatus = 'active' | 'expired' | 'inactive' | 'banned' | 'canceled' | 'none' | 'refunded';

/**
 * What the customer can do next, from the renewal rules the renewal calls apply: renew now, renew
 * once the window opens, put a new card on a failing autopay, or contact the office.
 */
export type NextStep = 'none' | 'renew' | 'renew_later' | 'change_card' | 'contact_office';

/** The dashboard's actions, each answered as the call behind it would answer now. */
export type PassActionName =
  | 'renew'
  | 'autopay_on'
  | 'autopay_off'
  | 'autopay_link'
  | 'change_card'
  | 'lost_card';

/** Why an action cannot work now; the portal shows each as catalog text. */
export type PassActionReason =
  | 'renew_too_early'
  | 'autopay_blocks_renewal'
  | 'pass_not_renewable'
  | 'pass_expired'
  | 'pass_ended'
  | 'autopay_already_on'
  | 'autopay_already_off'
  | 'no_saved_card'
  | 'no_card_assigned';

export type PassAction = { available: true; reason: null } | { available: false; reason: PassActionReason };

/**
 * The one action the dashboard leads with: renew, change (or manage) the card, or none. With autopay
 * on and nothing failing it is `manage_card`: the provider charges the saved card on the renewal date.
 */
export type MainAction = 'renew' | 'change_card' | 'manage_card' | 'none';

/** How to reach the garage office; the hours in both languages. */
export type OfficeContact = {
  phone: string;
  email: string;
  hours: { en: string; es: string };
  address: string;
};

/** The last autopay charge that failed, as the payment provider reported it. */
export type AutopayFailure = {
  failed_at: string;
  amount_cents: number;
  /** Why the bank refused it, as a code the portal words ('declined' when the bank gave no reason shown). */
  decline_reason: CustomerDeclineReason;
  /** When the provider tries again; null: no retry left (autopay has ended). */
  next_retry_at: string | null;
};

/** Turning autopay on (docs/decisions/portal-autopay-toggle.md), as its dialog states it. */
export type AutopayOffer = {
  /** Charged on each renewal date: the price autopay bills once turned on (no signup discount). */
  amount_cents: number;
  /** The first charge's day: the pass's renewal date. */
  first_charge_date: CalendarDate;
  /**
   * The card it would charge; null when none is saved (the customer saves one on the provider's page
   * first) or the provider could not be asked.
   */
  saved_card: SavedCardSummary | null;
  /** The first three charges autopay would make, each amount on its day: nothing is charged now. */
  charges: { amount_cents: number; date: CalendarDate }[];
};

/** Turning autopay off, as its dialog states it: no automatic charge; the pass is paid by hand by `pay_by`. */
export type AutopayOffPreview = { pay_by: CalendarDate };

export type SubscriptionResponse = {
  /**
   * 'expired' once an active pass is past 23:45 on its renewal date; 'banned' when the pass or its
   * vehicle is; otherwise the pass's own status (canceled, refunded, inactive).
   */
  status: PassStatus;
  next_step: NextStep;
  /** What the dashboard leads with (never `renew` while autopay is on). */
  main_action: MainAction;
  /** Each dashboard action: whether its call would be accepted now, else why not. */
  actions: Record<PassActionName, PassAction>;
  /** Today in the garage's time zone (the sandbox test clock included): the portal never asks the browser. */
  today: CalendarDate;
  /** Why renewing is refused now (the code `GET renew` would answer); null when it is allowed. */
  renew_refusal: 'pass_not_renewable' | 'autopay_blocks_renewal' | 'renew_too_early' | null;
  office: OfficeContact;
  /** Null when the last autopay charge did not fail, or a later charge succeeded. */
  autopay_failure: AutopayFailure | null;
  /** What turning autopay on would charge, shown in its dialog; null unless turning it on is offered. */
  autopay_offer: AutopayOffer | null;
  autopay_enabled: boolean;
  /**
   * Autopay's next charge as the payment provider will bill it (its invoice preview; the pass's own
   * reckoning when the provider cannot answer); null when autopay is off or nothing more is charged.
   */
  next_charge: { amount_cents: number; date: CalendarDate } | null;
  /**
   * The saved card autopay charges, once it stops working within 30 days or already has (the portal's
   * banner, docs/decisions/card-expiry-notices.md); null otherwise or when the provider cannot answer.
   */
  card_expiry: { brand: string; last4: string; last_day: CalendarDate; days_left: number } | null;
  /** What turning autopay off leaves (docs/decisions/switch-plan-preview.md); null unless it is offered. */
  autopay_off_preview: AutopayOffPreview | null;
  /** Whole days from today to the renewal date (0 on the day itself); null once expired. */
  days_left: number | null;
  /** Whole days since the renewal date (0 when it expired today at 23:45); null while not expired. */
  days_ago: number | null;
  next_renewal_date: CalendarDate | null;
  valid_through: '23:45';
  start_date: CalendarDate | null;
  current_period_start: CalendarDate | null;
  discount_cycles_left: number;
  first3_cycles_left: number;
  has_saved_card: boolean;
  renew_allowed: boolean;
  /** Days until renewing opens (days_left - 15); 0 when it is open or can never open by waiting. */
  renew_opens_in_days: number;
  /** `code_last4` is null when no card is assigned. */
  card: { state: CardState; code_last4: string | null };
  /** Whether the gate lets the pass in now, until when, and when it last saw it (contract/gate-access.ts). */
  gate: PassGateStanding;
  /** The last 5, newest first. */
  invoices: PortalInvoice[];
};

export type CustomerInfoResponse = {
  first_name: string;
  last_name: string;
  language: 'en' | 'es';
  vehicle: {
    plate: string;
    /** Where the plate was issued ('US-CA', 'MX-BCN'); null when not known. */
    plate_state: PlateRegion | null;
    type: 'car' | 'motorcycle';
    make: string;
    model: string;
    year: number;
    color: string | null;
  };
};

export type ConfirmInviteResponse = { email: string; plate: string };

/**
 * `GET renew?email&plate` (signed in): what renewing would cost and cover, asked when the renewal page
 * opens. It starts nothing: the payment intent is made by `POST renew`, on the customer's tap.
 */
export type RenewQuoteResponse = {
  amount_cents: number;
  new_period_start: CalendarDate;
  new_renewal_date: CalendarDate;
};

export type RenewResponse = {
  client_secret: string;
  payment_id: string;
  amount_cents: number;
  new_period_start: CalendarDate;
  new_renewal_date: CalendarDate;
};

export type LostCardResponse = { client_secret: string; payment_id: string; amount_cents: number };

/** A card saved on the pass, as the fee screen names it ('visa', '4242'). */
export type SavedCardSummary = { brand: string; last4: string };

/** `GET lost-card?email&plate` (signed in): what the fee screen offers, before anything is charged. */
export type LostCardQuoteResponse = {
  /** The fee `POST lost-card` and `POST lost-card/saved-card` charge now. */
  amount_cents: number;
  card_state: CardState;
  /** The card future charges use, when one is saved and it can pay the fee; else null. */
  saved_card: SavedCardSummary | null;
};

/** `POST lost-card/saved-card`: `paid` at once, or `open` while the provider's event is on its way. */
export type SavedCardFeeResponse = {
  payment_id: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'refunded';
  refund_reason: PassRefundReason | null;
  saved_card: SavedCardSummary;
};

export type PassPaymentKind = 'renewal' | 'loss_fee';

/** Why a completed pass payment was given back instead of applied. */
export type PassRefundReason = 'amex' | 'not_renewable' | 'already_renewed' | 'no_card_assigned' | 'no_space';

export type PassPaymentStatusResponse = {
  status: 'open' | 'paid' | 'failed' | 'refunded';
  kind: PassPaymentKind;
  amount_cents: number;
  next_renewal_date: CalendarDate | null;
  refund_reason: PassRefundReason | null;
};

/** Manual renewal opens this many days before the renewal date (SPEC section 9). */
export const RENEWAL_WINDOW_DAYS = 15;
