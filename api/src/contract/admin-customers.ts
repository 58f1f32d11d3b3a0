import { z } from 'zod';
import type { CardStatus } from './cards';
import { CLIENT_SEARCH_MIN_LENGTH } from './client-search-min-length';
import { emailAddressSchema } from './email-address';
import type { PassGateStanding } from './gate-access';
import type { PendingCancel } from './pass-cancel';
import type { PassPlate } from './pass-plates';
import { plateRegionSchema, plateSchema } from './plate';
import type { PlateRegion } from './plate-region';
import { rule } from './validation-rules';
import { DIAL_CODES } from './wizard-constants';
import { optionalColorSchema, vehicleSchema } from './wizard-data';

// Staff's view of customers (SPEC sections 2 'Customer profile', 3 and 7): search, profile and the
// three edit forms. Browser-safe: the admin runs these schemas before sending.

/** `GET /clients/search?q`: name, e-mail, card number or plate. */
export const clientSearchQuerySchema = z.object({
  q: z
    .string({ error: rule('search_type') })
    .trim()
    .min(CLIENT_SEARCH_MIN_LENGTH, rule('search_too_short'))
    .max(80, rule('search_too_long')),
});

/** SPEC section 3 'Customer (admin)'; one row per customer and pass (a customer with two cars shows twice). */
export type ClientSearchResult = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_dial: string;
  phone: string;
  card_code: string | null;
  plate: string | null;
  subscription_id: number | null;
};

export type AdminCustomer = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_dial: string;
  phone: string;
  language: 'en' | 'es';
  /** Staff-created and the e-mail not confirmed yet: the portal answers invitePending. */
  invite_pending: boolean;
  created_at: string;
  /** When the personal fields were anonymised on request (docs/decisions/privacy-requests.md); null: never. */
  erased_at: string | null;
};

export type AdminAddress = {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
};

export type SubscriptionStatusKey = 'active' | 'inactive' | 'banned' | 'canceled' | 'none' | 'refunded';

/** SPEC section 3 'Subscription', one per vehicle pass on the profile. */
export type ProfileSubscription = {
  id: number;
  client_id: number;
  status_key: SubscriptionStatusKey;
  /** 'banned' when the vehicle is banned, else null. */
  car_status_key: 'banned' | null;
  vehicle_type: 'car' | 'motorcycle';
  make: string;
  car_model: string;
  car_id: number;
  color: string | null;
  year: number;
  plate: string;
  /** Where the plate was issued ('US-CA', 'MX-BCN'); null when not known. */
  plate_state: PlateRegion | null;
  /** The pass's plates besides its main one (docs/decisions/pass-plates.md), a temporary one with its last day. */
  added_plates: PassPlate[];
  /** The owner's cancel at period end waiting for its last day (docs/decisions/cancel-at-period-end.md); null when none. */
  pending_cancel: PendingCancel | null;
  card_id: number | null;
  card_code: string | null;
  card_status_key: CardStatus | null;
  location_id: number;
  location_name: string;
  autopay: boolean;
  /**
   * The customer agreed to autopay (a consent is recorded on the pass). Staff may turn autopay on only
   * then; otherwise the customer must agree themselves (portal, or the e-mailed autopay link).
   */
  autopay_consent: boolean;
  start_date: string | null;
  current_period_start: string | null;
  next_renewal_date: string | null;
  /** Days until the renewal date (negative: expired that many days ago); null without a date. */
  days_left: number | null;
  discount_cycles_left: number;
  /** The plan's kind: autopay or one-time. */
  type: 'autopay' | 'one_time';
  plan_name: string;
  /** The plan's Spanish name ('' when it has none: show `plan_name`). */
  plan_name_es: string;
  has_invoices: boolean;
  /**
   * What 'Refund and cancel' gives back: the amount of the pass's latest paid invoice the provider
   * charged; null when there is none (nothing to refund).
   */
  refund_cents: number | null;
  /** A refund above the threshold waiting for a second person (docs/decisions/two-person-refunds.md). */
  refund_request: { id: number; amount_cents: number; requested_by: string; requested_at: string } | null;
  /** Whether the gate lets the pass in now, until when, and when it last saw it. */
  gate: PassGateStanding;
  customer_name: string;
};

export type ProfileVehicle = {
  id: number;
  type: 'car' | 'motorcycle';
  make: string;
  model: string;
  color: string | null;
  year: number;
  plate: string;
  /** Where the plate was issued ('US-CA', 'MX-BCN'); null when not known. */
  plate_state: PlateRegion | null;
  status: 'active' | 'banned';
};

/** `GET /clients/{id}/profile` */
export type ClientProfile = {
  customer: AdminCustomer;
  address: AdminAddress | null;
  subscriptions: ProfileSubscription[];
  vehicles: ProfileVehicle[];
};

const text = (
  required:
    | 'first_name_required'
    | 'address_required'
    | 'city_required'
    | 'state_required'
    | 'country_required',
  max: number,
) =>
  z
    .string({ error: rule(required) })
    .trim()
    .min(1, rule(required))
    .max(max, rule('text_too_long'));

/** `PUT /clients/{id}`. */
export const customerUpdateSchema = z.object(
  {
    first_name: text('first_name_required', 60),
    last_name: z
      .string({ error: rule('last_name_type') })
      .trim()
      .max(60, rule('last_name_too_long'))
      .default(''),
    email: emailAddressSchema,
    phone_dial: z.enum(DIAL_CODES, { error: rule('dial_code') }),
    phone: z
      .string({ error: rule('min_seven_digits') })
      .trim()
      .regex(/^[\d\s().-]*$/, rule('phone_characters'))
      .max(20, rule('phone_too_long')),
  },
  { error: rule('body_not_object') },
);

/** `PUT /clients/{id}/address`. Staff may keep an address they cannot fully verify: no ZIP check. */
export const addressUpdateSchema = z.object(
  {
    line1: text('address_required', 120),
    line2: z
      .string({ error: rule('address2_type') })
      .trim()
      .max(120, rule('address2_too_long'))
      .nullish()
      .transform((v) => v ?? ''),
    city: text('city_required', 80),
    state: text('state_required', 80),
    zip_code: z
      .string({ error: rule('zip_type') })
      .trim()
      .max(12, rule('zip_too_long'))
      .nullish()
      .transform((v) => v ?? ''),
    country: text('country_required', 80).default('USA'),
  },
  { error: rule('body_not_object') },
);

/**
 * `PUT /vehicles/{car_id}`: the wizard's own make, model and year rules. The plate is read-only: when
 * sent it must be the vehicle's own. An empty colour is stored as null (SPEC section 5).
 */
export const vehicleUpdateSchema = vehicleSchema.pick({ make: true, model: true, year: true }).extend({
  color: optionalColorSchema,
  plate: z.string({ error: rule('plate_format') }).optional(),
  type: z.enum(['car', 'motorcycle'], { error: rule('type_required') }).optional(),
  /** Where the plate was issued; null clears it, absent leaves it as it is. */
  plate_state: plateRegionSchema.optional(),
});

/**
 * `PUT /vehicles/{id}/plate`: staff change a vehicle's plate (the profile's form keeps it read-only: a
 * plate is the pass's key in the portal, bans and eligibility). The contract's plate rule; stored
 * upper-cased without spaces or dashes. A new plate often comes from another state: `plate_state`
 * is set with it (null clears it; absent keeps the one on file).
 */
export const plateChangeSchema = z.object(
  { plate: plateSchema, plate_state: plateRegionSchema.optional() },
  { error: rule('body_not_object') },
);
export type PlateChangeInput = z.input<typeof plateChangeSchema>;

export type PlateChangeResponse = {
  vehicle: ProfileVehicle;
  previous_plate: string;
  /** False when the plate sent was already the vehicle's: nothing recorded, nobody e-mailed. */
  changed: boolean;
};

export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type AddressUpdateInput = z.input<typeof addressUpdateSchema>;
export type VehicleUpdateInput = z.input<typeof vehicleUpdateSchema>;

/** SPEC section 3 'Invoice (profile)': `GET /subscriptions/{id}/invoices`, newest first. */
export type ProfileInvoice = {
  id: number;
  paid_at: string | null;
  created_at: string;
  amount_cents: number;
  status_key: 'paid' | 'refunded' | 'failed' | 'void';
  concept: string;
};

/** SPEC section 3 'Card assignment info': `GET /subscriptions/{id}/reactivation-info`. */
export type ReactivationInfo = {
  has_prev: boolean;
  prev_card_id: number | null;
  /** The previous card's number. */
  previous_card: string | null;
  /** The previous card is back in stock (or still this pass's): staff may give the same one again. */
  can_assign_same: boolean;
};
