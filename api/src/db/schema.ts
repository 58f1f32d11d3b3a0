import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { ROLES } from '../contract/capabilities';
import { CARD_STATUSES } from '../contract/cards';
import {
  ANTI_PASSBACK_MODES,
  CREDENTIAL_TYPES,
  DECISION_REASONS,
  GATE_DEVICE_KINDS,
  GATE_DIRECTIONS,
} from '../contract/gate-access';
import { CANCEL_REASONS } from '../contract/pass-cancel';
import { REFUND_REQUEST_STATUSES } from '../contract/refund-requests';
import { WAITLIST_STATUS_VALUES } from '../contract/waitlist';
import { postgresTwins } from './schema-postgres';

// The whole data model of SPEC section 3, defined up front so later features share one schema.
// Money is integer cents. Instants are ISO-8601 UTC text; pass dates are 'YYYY-MM-DD' text in the
// garage time zone.

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const id = () => integer('id').primaryKey({ autoIncrement: true });
const createdAt = () => text('created_at').notNull().default(isoNow);
const updatedAt = () => text('updated_at').notNull().default(isoNow);

// Raw column names, not table-qualified: drizzle-kit rebuilds SQLite tables under a temporary name
// when altering them, and a qualified name in a CHECK would then point at the wrong table.
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);

export const LANGUAGES = ['en', 'es'] as const;
export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export const VEHICLE_STATUSES = ['active', 'banned'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'inactive',
  'banned',
  'canceled',
  'none',
  'refunded',
] as const;
// The browser's schemas need the card states too, so the contract owns the list.
export { CARD_STATUSES };
export const INVOICE_STATUSES = ['paid', 'refunded', 'failed', 'void'] as const;
// 'item': anything sold that is not a pass period (the lost-card fee, other items), kept out of pass averages.
export const SALE_TYPES = ['autopay', 'manual', 'item'] as const;
// The contract owns the roles: the capability table (browser-safe) names them too.
export const STAFF_ROLES = ROLES;
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export const STAFF_LINK_PURPOSES = ['invite', 'reset'] as const;
export { REFUND_REQUEST_STATUSES };

export let customers = sqliteTable(
  'customers',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    // Stored lower-cased. Not unique: one household may hold passes under a shared address, and
    // the portal always looks customers up by e-mail and plate together.
    email: text('email').notNull(),
    phoneDial: text('phone_dial').notNull().default('+1'),
    phone: text('phone').notNull().default(''),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    // True for a customer staff created who has not yet confirmed the e-mail through the invite link;
    // the portal then answers 202 invitePending (docs/decisions/portal-invites.md).
    invitePending: integer('invite_pending', { mode: 'boolean' }).notNull().default(false),
    // When the invite e-mail was last sent: the server keeps the 120 s resend cooldown with it.
    inviteSentAt: text('invite_sent_at'),
    // Set when the customer's personal fields were anonymised on request (docs/decisions/privacy-requests.md).
    erasedAt: text('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_email_idx').on(t.email),
    // Staff search by name prefix (docs/decisions/admin-lists-at-scale.md): ranges on these
    // expressions, never a substring scan.
    index('customers_full_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`),
    index('customers_last_name_idx').on(sql`lower(${t.lastName})`),
    check('customers_language_check', inList('language', LANGUAGES)),
  ],
);

export let addresses = sqliteTable(
  'addresses',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('USA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

export let vehicles = sqliteTable(
  'vehicles',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type', { enum: VEHICLE_TYPES }).notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color'),
    // Upper-cased A-Z0-9, at most 15 characters (SPEC section 5).
    plate: text('plate').notNull().unique(),
    // Where the plate was issued, ISO 3166-2 ('US-CA', 'MX-BCN'): plate cameras match plate and state.
    // Null on records from before it was asked.
    plateState: text('plate_state'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_customer_idx').on(t.customerId),
    check('vehicles_type_check', inList('type', VEHICLE_TYPES)),
    check('vehicles_status_check', inList('status', VEHICLE_STATUSES)),
  ],
);

export let locations = sqliteTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    onlineSalesSpaces: integer('online_sales_spaces').notNull().default(0),
    // The gate: refuse (enforce) or flag (warn) an entry while already inside, and the site code
    // card controllers pair with card numbers.
    antiPassback: text('anti_passback', { enum: ANTI_PASSBACK_MODES }).notNull().default('off'),
    facilityCode: integer('facility_code'),
    // A refund above this (cents) needs a second person's approval (docs/decisions/two-person-refunds.md).
    refundApprovalCents: integer('refund_approval_cents').notNull().default(30_000),
    // The owners' pause rule (docs/decisions/pass-pause.md): the longest pause in months, how many
    // months apart two pauses may be asked, and whether a paused pass keeps its space.
    pauseMaxMonths: integer('pause_max_months').notNull().default(2),
    pauseEveryMonths: integer('pause_every_months').notNull().default(12),
    pauseKeepsSpace: integer('pause_keeps_space', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('locations_online_sales_spaces_check', sql.raw('online_sales_spaces >= 0'))],
);

/**
 * The garage's legal name, address, tax id and office contact: one row (id 1), set by staff and read by
 * the landing page, the portal, e-mails and receipt PDFs (docs/decisions/garage-details.md). First filled
 * from the OFFICE_* settings so an existing install keeps what it showed.
 */
export let garageDetails = sqliteTable('garage_details', {
  id: integer('id').primaryKey(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  taxId: text('tax_id').notNull().default(''),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hoursEn: text('hours_en').notNull(),
  hoursEs: text('hours_es').notNull(),
  updatedAt: updatedAt(),
});

export let plans = sqliteTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Spanish name and description, shown to Spanish readers; empty falls back to the English ones. */
    nameEs: text('name_es').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    autopay: integer('autopay', { mode: 'boolean' }).notNull().default(false),
    discountPercent: integer('discount_percent').notNull().default(0),
    durationMonths: integer('duration_months').notNull().default(1),
    stripeCouponId: text('stripe_coupon_id'),
    stripePriceId: text('stripe_price_id'),
    isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('plans_price_check', sql.raw('price_cents >= 0')),
    check('plans_discount_check', sql.raw('discount_percent BETWEEN 0 AND 100')),
    check('plans_duration_check', sql.raw('duration_months >= 1')),
  ],
);

export let items = sqliteTable(
  'items',
  {
    id: id(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('items_price_check', sql.raw('price_cents >= 0'))],
);

export let subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    cardId: integer('card_id').references((): AnySQLiteColumn => cards.id, { onDelete: 'set null' }),
    // The card this pass held before a cancel, refund or ban released it to stock: staff may give the
    // same card back when the pass is reactivated (SPEC 'Card assignment info').
    previousCardId: integer('previous_card_id').references((): AnySQLiteColumn => cards.id, {
      onDelete: 'set null',
    }),
    statusKey: text('status_key', { enum: SUBSCRIPTION_STATUSES }).notNull().default('none'),
    autopay: integer('autopay', { mode: 'boolean' }).notNull().default(false),
    startDate: text('start_date'),
    currentPeriodStart: text('current_period_start'),
    nextRenewalDate: text('next_renewal_date'),
    discountCyclesLeft: integer('discount_cycles_left').notNull().default(0),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    // The customer's recorded autopay consent that charges made without them present rely on.
    autopayConsentId: integer('autopay_consent_id').references((): AnySQLiteColumn => consents.id),
    // The last autopay charge that failed and is not yet followed by a paid one, as the provider told
    // it: the portal shows it with the next retry (null: no retry left).
    autopayFailedAt: text('autopay_failed_at'),
    autopayFailedCents: integer('autopay_failed_cents'),
    // The provider's decline code ('insufficient_funds'); rows from before 2026-11-28 hold its English
    // message, read back through contract/decline-reasons.ts.
    autopayFailureReason: text('autopay_failure_reason'),
    autopayRetryAt: text('autopay_retry_at'),
    // Paused autopay (docs/decisions/pass-pause.md): the last paused day, on which the provider
    // charges again; the gate denies from the day after next_renewal_date through it. Null: not paused.
    pausedUntil: text('paused_until'),
    // Legacy and test rows that staff lists must skip (SPEC section 5) are flagged in data,
    // never filtered by hard-coded ids.
    hiddenFromLists: integer('hidden_from_lists', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The id is named because PostgreSQL's indexes do not carry it as SQLite's carry the rowid: with
    // it a searched customer's passes are found from the index alone.
    index('subscriptions_customer_idx').on(t.customerId, t.id),
    index('subscriptions_vehicle_idx').on(t.vehicleId),
    index('subscriptions_live_idx').on(t.locationId, t.statusKey, t.nextRenewalDate),
    index('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
    // The staff passes list: newest first, one page at a time (docs/decisions/staff-lists-and-search.md).
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    // The list's totals and a filtered page's ids read from this narrow index alone, not from
    // 100,000 passes (docs/decisions/admin-lists-at-scale.md).
    index('subscriptions_list_idx').on(t.hiddenFromLists, t.statusKey, t.nextRenewalDate, t.createdAt),
    check('subscriptions_status_check', inList('status_key', SUBSCRIPTION_STATUSES)),
  ],
);

export let cards = sqliteTable(
  'cards',
  {
    id: id(),
    code: text('code').notNull().unique(),
    serialNumber: text('serial_number'),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    statusKey: text('status_key', { enum: CARD_STATUSES }).notNull().default('unassigned'),
    subscriptionId: integer('subscription_id').references((): AnySQLiteColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cards_location_status_idx').on(t.locationId, t.statusKey),
    // The inventory's pages in card-number order (location, then length and digits: leading zeros
    // kept), all statuses or one, read in index order so LIMIT/OFFSET never sorts the whole stock.
    index('cards_number_idx').on(t.locationId, sql`length(${t.code})`, t.code),
    index('cards_status_number_idx').on(t.statusKey, t.locationId, sql`length(${t.code})`, t.code),
    index('cards_subscription_idx').on(t.subscriptionId),
    check('cards_status_check', inList('status_key', CARD_STATUSES)),
  ],
);

export let invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    concept: text('concept').notNull(),
    amountCents: integer('amount_cents').notNull(),
    statusKey: text('status_key', { enum: INVOICE_STATUSES }).notNull(),
    // Unique so a provider payment replayed by a webhook cannot produce a second invoice.
    providerPaymentId: text('provider_payment_id').unique(),
    // The card that paid, as the provider told it when the receipt was sent (brand 'visa', last 4);
    // null on rows from before they were kept and when the provider could not tell.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: text('paid_at'),
    createdAt: createdAt(),
    // The pass period a pass charge paid for and what it was discounted from the plan's price, kept as
    // the charge is recorded so a receipt never recomputes them (docs/decisions/receipts-pdf.md); null
    // on rows recorded before and on item sales (the lost-card fee).
    periodStart: text('period_start'),
    periodEnd: text('period_end'),
    discountCents: integer('discount_cents'),
  },
  (t) => [
    index('invoices_subscription_idx').on(t.subscriptionId),
    // Covering for staff's search (count and page of one customer's invoices without the rows).
    index('invoices_customer_idx').on(t.customerId, t.createdAt, t.statusKey),
    index('invoices_created_idx').on(t.createdAt),
    index('invoices_status_created_idx').on(t.statusKey, t.createdAt),
    check('invoices_status_check', inList('status_key', INVOICE_STATUSES)),
  ],
);

export let sales = sqliteTable(
  'sales',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    type: text('type', { enum: SALE_TYPES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    soldAt: text('sold_at').notNull().default(isoNow),
  },
  (t) => [
    index('sales_sold_at_idx').on(t.soldAt),
    index('sales_subscription_idx').on(t.subscriptionId),
    index('sales_type_sold_at_idx').on(t.type, t.soldAt),
    // Covering: a searched customer's sales are totalled from the index alone (the id named for
    // PostgreSQL, see subscriptions_customer_idx).
    index('sales_customer_sold_at_idx').on(t.customerId, t.soldAt, t.type, t.amountCents, t.id),
    check('sales_type_check', inList('type', SALE_TYPES)),
  ],
);

/**
 * A sale given back: the sale stays listed (marked refunded) and its amount is netted out of revenue
 * in the rollups (db/rollups.ts), at the sale's own period. One refund per sale: refunds are whole.
 */
export let saleRefunds = sqliteTable('sale_refunds', {
  saleId: integer('sale_id')
    .primaryKey()
    .references(() => sales.id),
  amountCents: integer('amount_cents').notNull(),
  refundedAt: text('refunded_at').notNull().default(isoNow),
});

export let events = sqliteTable(
  'events',
  {
    id: id(),
    action: text('action').notNull(),
    // JSON text; shapes vary per action (SPEC section 3).
    payload: text('payload').notNull().default('{}'),
    completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
    completedAt: text('completed_at'),
    completedBy: text('completed_by'),
    // The staff user whose action wrote the event (SPEC section 3 shows "the acting user"); null when
    // a customer or the system acted.
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_completed_created_idx').on(t.completed, t.createdAt),
    index('events_completed_at_idx').on(t.completed, t.completedAt),
  ],
);

export let leads = sqliteTable(
  'leads',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    // Stored lower-cased so the same person joining twice is stored once.
    email: text('email').notNull(),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leads_email_tag_idx').on(t.email, t.tag)],
);

/** An entry still in line: it blocks a second entry for its e-mail or plate. */
export const OPEN_WAITLIST_STATUS_VALUES = ['unconfirmed', 'waiting', 'offered'] as const;

/**
 * The waitlist (docs/decisions/waitlist.md): one row per person who joined, kept after it closes.
 * `leads` above holds the entries taken before the list ran itself.
 */
export let waitlistEntries = sqliteTable(
  'waitlist_entries',
  {
    id: id(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // Stored lower-cased so the same person joining twice is stored once.
    email: text('email').notNull(),
    // Normalised as vehicles' plates are.
    plate: text('plate'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: WAITLIST_STATUS_VALUES }).notNull().default('unconfirmed'),
    confirmedAt: text('confirmed_at'),
    offeredAt: text('offered_at'),
    offerExpiresAt: text('offer_expires_at'),
    closedAt: text('closed_at'),
    // The space held for the offer; it counts as a taken space while the offer is open.
    offerHoldId: integer('offer_hold_id').references(() => spaceHolds.id),
    // Hash of the private status link's token; the token itself is never stored.
    tokenHash: text('token_hash'),
    joinedAt: text('joined_at').notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex('waitlist_entries_open_email_idx')
      .on(t.email)
      .where(sql`status in ('unconfirmed', 'waiting', 'offered')`),
    uniqueIndex('waitlist_entries_open_plate_idx')
      .on(t.plate)
      .where(sql`plate is not null and status in ('unconfirmed', 'waiting', 'offered')`),
    index('waitlist_entries_status_confirmed_idx').on(t.status, t.confirmedAt),
    index('waitlist_entries_offer_hold_idx').on(t.offerHoldId),
    check('waitlist_entries_status_check', inList('status', WAITLIST_STATUS_VALUES)),
    check('waitlist_entries_language_check', inList('language', LANGUAGES)),
  ],
);

export let staffUsers = sqliteTable(
  'staff_users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    // Empty while an invited person has not set one yet: no password verifies against it.
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    // Where invites and reset links go; stored lower-cased. Null for the seeded accounts until set.
    email: text('email'),
    // Staff e-mails (invite, reset) are written in this language.
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('active'),
    // The seeded accounts' printed passwords must be replaced before anything else (docs/decisions/staff-accounts.md).
    mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
    // TOTP (RFC 6238) secret, sealed with a key derived from the server secret; set once confirmed.
    totpSecret: text('totp_secret'),
    // A secret being enrolled: kept apart until a code from it is confirmed.
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: text('totp_enabled_at'),
    // The last 30-second step accepted: a code is never accepted twice (RFC 6238 section 5.2).
    totpLastStep: integer('totp_last_step'),
    // Wrong second-factor codes in a row, across every client; locks the factor step when too many.
    totpFailures: integer('totp_failures').notNull().default(0),
    totpLockedUntil: text('totp_locked_until'),
    // While the account is under attack, clients that already failed on it get one password check
    // per account in each short interval; this is when the next one may run (docs/decisions/auth-scrypt-jwt.md).
    nextGuardedCheckAt: text('next_guarded_check_at'),
    passwordChangedAt: text('password_changed_at'),
    lastSignInAt: text('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_idx').on(t.email),
    check('staff_users_role_check', inList('role', STAFF_ROLES)),
    check('staff_users_status_check', inList('status', STAFF_STATUSES)),
  ],
);

/**
 * A signed-in staff browser (docs/decisions/staff-session-cookie.md): the httpOnly cookie holds a random
 * token, only its hash is stored. Deleting the row ends the session on the next call.
 */
export let staffSessions = sqliteTable(
  'staff_sessions',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    lastSeenAt: text('last_seen_at').notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.staffUserId)],
);

/** Password accepted, second factor still owed: the token the factor step must bring back. */
export let staffSignInChallenges = sqliteTable(
  'staff_sign_in_challenges',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sign_in_challenges_user_idx').on(t.staffUserId)],
);

/** "Trust this device for 30 days": a second httpOnly cookie that skips the factor step for one person. */
export let staffTrustedDevices = sqliteTable(
  'staff_trusted_devices',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_trusted_devices_user_idx').on(t.staffUserId)],
);

/** Ten single-use codes for a lost authenticator; only hashes are stored. */
export let staffRecoveryCodes = sqliteTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.staffUserId)],
);

/** An invite or a password reset link: 24 hours, single use, only the hash stored. */
export let staffLinkTokens = sqliteTable(
  'staff_link_tokens',
  {
    id: id(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: STAFF_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_link_tokens_user_idx').on(t.staffUserId, t.purpose),
    check('staff_link_tokens_purpose_check', inList('purpose', STAFF_LINK_PURPOSES)),
  ],
);

/**
 * The record (docs/decisions/audit-record.md): every staff write and security event, append-only.
 * Each row's hash covers its content and the previous row's hash, so `pnpm audit:verify` finds a row
 * changed or removed behind the API's back. Triggers refuse UPDATE and DELETE.
 */
export let auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    at: text('at').notNull(),
    // The person (username), never the role; null when the system or a customer acted.
    actor: text('actor'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    // What was acted on: 'customer', 'pass', 'card', 'plan', 'staff_user', 'gate_device', ...
    targetType: text('target_type'),
    targetId: integer('target_id'),
    // The customer the change concerns, when there is one: their profile shows these rows.
    customerId: integer('customer_id'),
    // JSON: the fields before and after (secrets never written).
    before: text('before'),
    after: text('after'),
    clientIp: text('client_ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_customer_idx').on(t.customerId, t.id),
    index('audit_log_actor_idx').on(t.actor, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Two people for big money: a refund above the location's threshold waits for another person's approval. */
export let refundRequests = sqliteTable(
  'refund_requests',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_REQUEST_STATUSES }).notNull().default('pending'),
    requestedBy: text('requested_by').notNull(),
    requestedAt: text('requested_at').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
  },
  (t) => [
    // One open request per pass.
    uniqueIndex('refund_requests_open_idx').on(t.subscriptionId).where(sql`status = 'pending'`),
    index('refund_requests_status_idx').on(t.status, t.requestedAt),
    check('refund_requests_status_check', inList('status', REFUND_REQUEST_STATUSES)),
  ],
);

export let oneTimeCodes = sqliteTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    plate: text('plate').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: text('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.email, t.plate, t.purpose)],
);

export let linkTokens = sqliteTable(
  'link_tokens',
  {
    id: id(),
    // Only a hash is stored, so a leaked database does not leak working links.
    tokenHash: text('token_hash').notNull().unique(),
    // Random part of the token, signed with the row's content: a row that takes this id after a restore
    // gets its own nonce, so a link e-mailed before the restore opens nothing (docs/decisions/link-tokens-bound-to-row.md).
    // Null on rows from before it existed: those links no longer verify.
    nonce: text('nonce'),
    purpose: text('purpose').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('link_tokens_subscription_idx').on(t.subscriptionId, t.purpose)],
);

// Portal sign-in (docs/decisions/portal-sign-in.md). A session proves its holder read the mailbox of
// `email` (a code or link sent there); it may change any pass whose customer has that e-mail now, so a
// change of the customer's e-mail ends it for that pass at once. Only a hash of the cookie is stored.
export let portalSessions = sqliteTable(
  'portal_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    // Stored lower-cased, as customers.email.
    email: text('email').notNull(),
    // Hash of the browser's device cookie: a sign-in from a device never seen for this e-mail is notified.
    deviceHash: text('device_hash').notNull(),
    // False on a shared phone: a browser-session cookie and a short server-side life.
    kept: integer('kept', { mode: 'boolean' }).notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    lastSeenAt: text('last_seen_at').notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('portal_sessions_email_idx').on(t.email, t.revokedAt),
    index('portal_sessions_device_idx').on(t.email, t.deviceHash),
  ],
);

// Every e-mail the public can cause (sign-in codes, links, invites, waitlist confirmations) is
// counted per recipient: a cooldown per kind and an hourly cap, whoever asks and from wherever.
export let publicMailSends = sqliteTable(
  'public_mail_sends',
  {
    id: id(),
    // Stored lower-cased.
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [index('public_mail_sends_recipient_idx').on(t.recipient, t.sentAt)],
);

export let processedProviderEvents = sqliteTable('processed_provider_events', {
  // The provider's own event id: its uniqueness is what makes webhook handling apply-once.
  providerEventId: text('provider_event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: text('processed_at').notNull().default(isoNow),
});

export let spaceHolds = sqliteTable(
  'space_holds',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    expiresAt: text('expires_at').notNull(),
    releasedAt: text('released_at'),
    providerIntentId: text('provider_intent_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('space_holds_location_expiry_idx').on(t.locationId, t.expiresAt)],
);

export const CHECKOUT_STATUSES = [
  // Space held, waiting for the visitor to pay (or to set up autopay and subscribe).
  'open',
  // The pass exists; the hold became it.
  'fulfilled',
  // Paid but no pass could be given (no space after the hold lapsed, plate taken, Amex): money goes back.
  'refund_pending',
  'refunded',
  // The same plate started a newer checkout; this one's hold was released.
  'superseded',
  // The payment provider could not start the payment; the hold was released.
  'failed',
] as const;
export const CHECKOUT_INTENT_KINDS = ['payment', 'setup'] as const;

/**
 * One visitor's attempt to buy a pass: what they entered, the space held for them and the provider
 * objects paying for it. Kept apart from `space_holds`, which stays a bare capacity counter.
 */
export let checkouts = sqliteTable(
  'checkouts',
  {
    id: id(),
    // Random: the browser's opaque handle on its checkout (subscribe, hold heartbeat and release), and the
    // seed of the provider idempotency keys so a reset database cannot reuse old ones.
    token: text('token').notNull().unique(),
    holdId: integer('hold_id')
      .notNull()
      .references(() => spaceHolds.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    email: text('email').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    plate: text('plate').notNull(),
    // The validated wizard data (JSON), applied to customer, address and vehicle on fulfilment.
    wizardData: text('wizard_data').notNull(),
    amountCents: integer('amount_cents').notNull(),
    intentKind: text('intent_kind', { enum: CHECKOUT_INTENT_KINDS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    // The intent the browser confirms first: a payment intent (one-time) or a setup intent (autopay).
    providerIntentId: text('provider_intent_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    // The payment that actually moved money: the one-time intent, or autopay's first invoice payment.
    providerPaymentIntentId: text('provider_payment_intent_id'),
    // Autopay's first invoice: its webhook may arrive before the payment intent behind it is known.
    providerInvoiceId: text('provider_invoice_id'),
    providerRefundId: text('provider_refund_id'),
    refundReason: text('refund_reason'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    receiptSentAt: text('receipt_sent_at'),
    lastError: text('last_error'),
    // The client address that started it: open holds are capped per address, so one script cannot hold every space.
    clientIp: text('client_ip'),
    // Autopay: the first renewal's charge instant, fixed at the first subscribe so a repeated subscribe
    // sends the provider byte-identical parameters under the same idempotency key.
    billingAnchor: text('billing_anchor'),
    // The nonce of the CAPTCHA pass that started this checkout: one solved CAPTCHA, one checkout. A
    // checkout replaced by its own browser hands it to its replacement; a failed one gives it back.
    captchaNonce: text('captcha_nonce'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_captcha_nonce_idx').on(t.captchaNonce),
    index('checkouts_status_idx').on(t.status),
    index('checkouts_plate_idx').on(t.plate, t.status),
    index('checkouts_provider_customer_idx').on(t.providerCustomerId),
    index('checkouts_provider_subscription_idx').on(t.providerSubscriptionId),
    index('checkouts_provider_payment_intent_idx').on(t.providerPaymentIntentId),
    check('checkouts_status_check', inList('status', CHECKOUT_STATUSES)),
    check('checkouts_intent_kind_check', inList('intent_kind', CHECKOUT_INTENT_KINDS)),
    check('checkouts_language_check', inList('language', LANGUAGES)),
  ],
);

export const CONSENT_KINDS = ['terms', 'autopay'] as const;

/**
 * Evidence of what a customer agreed to: the exact text shown, in the language shown, when and from
 * where. Written by the server when the pass is bought (or autopay is turned on), never trusted from
 * a browser flag alone (docs/decisions/consent-evidence.md).
 */
export let consents = sqliteTable(
  'consents',
  {
    id: id(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    email: text('email').notNull(),
    plate: text('plate').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    checkoutId: integer('checkout_id').references(() => checkouts.id),
    subscriptionId: integer('subscription_id').references((): AnySQLiteColumn => subscriptions.id),
    text: text('text').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    clientIp: text('client_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    acceptedAt: text('accepted_at').notNull(),
  },
  (t) => [
    index('consents_checkout_idx').on(t.checkoutId),
    index('consents_subscription_idx').on(t.subscriptionId),
    check('consents_kind_check', inList('kind', CONSENT_KINDS)),
    check('consents_language_check', inList('language', LANGUAGES)),
  ],
);

// Portal payments (docs/decisions/pass-payments.md) ---------------------------------------------

export const PASS_PAYMENT_KINDS = ['renewal', 'loss_fee'] as const;
export const PASS_PAYMENT_STATUSES = ['open', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
/** How the customer paid: the card form in the browser, or the card saved on the pass (off session). */
export const PASS_PAYMENT_METHODS = ['card_form', 'saved_card'] as const;

/**
 * A customer paying for a pass they already hold: a manual renewal or a lost card's fee. The browser
 * only ever sees `token` (the payment id); the provider's payment intent carries it as metadata.
 */
export let passPayments = sqliteTable(
  'pass_payments',
  {
    id: id(),
    token: text('token').notNull().unique(),
    kind: text('kind', { enum: PASS_PAYMENT_KINDS }).notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PASS_PAYMENT_STATUSES }).notNull().default('open'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    // No CHECK beside it: adding one makes drizzle-kit rebuild the table with a copy that reads this
    // new column from the old table (SQLite then copies the string 'method' into every row).
    method: text('method', { enum: PASS_PAYMENT_METHODS }).notNull().default('card_form'),
    // Renewal: the renewal date the customer saw when starting to pay; a payment that completes after
    // the pass moved on (paid twice in two tabs, an autopay charge) is refunded, never applied twice.
    baseRenewalDate: text('base_renewal_date'),
    providerCustomerId: text('provider_customer_id'),
    providerIntentId: text('provider_intent_id').unique(),
    // An autopay renewal paid after the pass lapsed with no space left: refunded through its invoice.
    providerInvoiceId: text('provider_invoice_id'),
    providerRefundId: text('provider_refund_id'),
    refundReason: text('refund_reason'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    receiptSentAt: text('receipt_sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pass_payments_subscription_idx').on(t.subscriptionId),
    index('pass_payments_status_idx').on(t.status),
    check('pass_payments_kind_check', inList('kind', PASS_PAYMENT_KINDS)),
    check('pass_payments_status_check', inList('status', PASS_PAYMENT_STATUSES)),
    check('pass_payments_language_check', inList('language', LANGUAGES)),
  ],
);

export const RENEWAL_REMINDER_KINDS = ['7d', '1d'] as const;

/** One row per reminder e-mail: the unique key is what sends each one once per pass and renewal date. */
export let renewalReminders = sqliteTable(
  'renewal_reminders',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    renewalDate: text('renewal_date').notNull(),
    kind: text('kind', { enum: RENEWAL_REMINDER_KINDS }).notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('renewal_reminders_once_idx').on(t.subscriptionId, t.renewalDate, t.kind),
    check('renewal_reminders_kind_check', inList('kind', RENEWAL_REMINDER_KINDS)),
  ],
);

export const CARD_EXPIRY_NOTICE_KINDS = ['30d', '7d'] as const;

/**
 * One row per card expiry e-mail (docs/decisions/card-expiry-notices.md): the unique key sends each
 * once per autopay pass and saved card; a new card starts over.
 */
export let cardExpiryNotices = sqliteTable(
  'card_expiry_notices',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    paymentMethodId: text('payment_method_id').notNull(),
    kind: text('kind', { enum: CARD_EXPIRY_NOTICE_KINDS }).notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('card_expiry_notices_once_idx').on(t.subscriptionId, t.paymentMethodId, t.kind),
    check('card_expiry_notices_kind_check', inList('kind', CARD_EXPIRY_NOTICE_KINDS)),
  ],
);

/**
 * The offline payment sandbox's objects (customers, cards, subscriptions, invoices, intents, ...) in
 * Stripe's shapes, one JSON row each, plus its test clock's offset: a restarted API keeps billing
 * them. `id` is `<type>:<object id>`.
 */
export let sandboxObjects = sqliteTable('sandbox_objects', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  data: text('data', { mode: 'json' }).notNull(),
});

// Staff money views at scale (docs/decisions/admin-lists-at-scale.md) ---------------------------

const rollupPeriod = () => text('period').notNull();

/**
 * Sales per UTC day ('YYYY-MM-DD') and per UTC hour ('YYYY-MM-DDTHH'), by type, kept by triggers on
 * `sales` (db/rollups.ts): tiles, totals and the revenue chart sum whole days, then whole hours, then
 * the few sales at a window's ragged ends, instead of reading a million sales. Hours make any garage
 * day exact in a whole-hour time zone; the rows themselves cover half-hour zones.
 */
export let salesDaily = sqliteTable(
  'sales_daily',
  {
    period: rollupPeriod(),
    type: text('type', { enum: SALE_TYPES }).notNull(),
    count: integer('count').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedCount: integer('refunded_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.type] })],
);

export let salesHourly = sqliteTable(
  'sales_hourly',
  {
    period: rollupPeriod(),
    type: text('type', { enum: SALE_TYPES }).notNull(),
    count: integer('count').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedCount: integer('refunded_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.type] })],
);

/** Invoices per UTC day and hour of `created_at`, by status, kept by triggers: the Payments total. */
export let invoicesDaily = sqliteTable(
  'invoices_daily',
  {
    period: rollupPeriod(),
    statusKey: text('status_key', { enum: INVOICE_STATUSES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.statusKey] })],
);

export let invoicesHourly = sqliteTable(
  'invoices_hourly',
  {
    period: rollupPeriod(),
    statusKey: text('status_key', { enum: INVOICE_STATUSES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.statusKey] })],
);

// Staff login lockout ---------------------------------------------------------------------------

/**
 * Failed logins per (staff account, client address): the lockout applies to this pair only, so an
 * outsider cannot lock staff out from elsewhere. `failures` is reserved before the password check.
 */
export let loginAttempts = sqliteTable(
  'login_attempts',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: text('locked_until'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('login_attempts_pair_idx').on(t.staffUserId, t.client),
    index('login_attempts_recent_idx').on(t.staffUserId, t.updatedAt),
  ],
);

// The gate (docs/decisions/gate-access-feed.md) ------------------------------------------------

/** A gate controller or plate camera registered by staff; it calls the access endpoints with its key. */
export let gateDevices = sqliteTable(
  'gate_devices',
  {
    id: id(),
    name: text('name').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    kind: text('kind', { enum: GATE_DEVICE_KINDS }).notNull(),
    // SHA-256 of the key's secret part: keys are 256 random bits, so a fast hash is enough, and the
    // decision endpoint must answer in milliseconds.
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    // Bumped by a rotation: the webhook signing secret is derived from it, so it changes with the key.
    keyVersion: integer('key_version').notNull().default(1),
    webhookUrl: text('webhook_url'),
    // The last change the device acknowledged (2xx) by webhook; deliveries resume after it.
    webhookCursor: integer('webhook_cursor').notNull().default(0),
    webhookFailures: integer('webhook_failures').notNull().default(0),
    nextDeliveryAt: text('next_delivery_at'),
    lastSeenAt: text('last_seen_at'),
    revokedAt: text('revoked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gate_devices_location_idx').on(t.locationId),
    check('gate_devices_kind_check', inList('kind', GATE_DEVICE_KINDS)),
  ],
);

/**
 * The access feed: one row each time something a gate decides on changed (a pass's status, dates,
 * autopay or card; a card's status; a plate). Written by triggers (db/access-change-triggers.ts) in
 * the same transaction as the change, so no write path can skip it; its id is the feed's cursor.
 */
export let accessChanges = sqliteTable(
  'access_changes',
  {
    id: id(),
    locationId: integer('location_id').notNull(),
    credentialType: text('credential_type', { enum: CREDENTIAL_TYPES }).notNull(),
    credentialValue: text('credential_value').notNull(),
    changedAt: text('changed_at').notNull().default(isoNow),
  },
  (t) => [index('access_changes_location_idx').on(t.locationId, t.id)],
);

/**
 * How far the feed was pruned: changes up to this id are gone, so a cursor below it cannot be followed
 * and the device must load the full list again (410 `cursor_expired`). One row, id 1.
 */
export let accessFeedState = sqliteTable('access_feed_state', {
  id: integer('id').primaryKey(),
  prunedThrough: integer('pruned_through').notNull().default(0),
});

/** Every decision a device asked for, as answered: the gate's record and the "last seen" source. */
export let accessEvents = sqliteTable(
  'access_events',
  {
    id: id(),
    deviceId: integer('device_id').references(() => gateDevices.id),
    locationId: integer('location_id').notNull(),
    credentialType: text('credential_type', { enum: CREDENTIAL_TYPES }).notNull(),
    credentialValue: text('credential_value').notNull(),
    plateState: text('plate_state'),
    direction: text('direction', { enum: GATE_DIRECTIONS }).notNull(),
    decision: text('decision', { enum: ['allow', 'deny'] }).notNull(),
    reason: text('reason', { enum: DECISION_REASONS }).notNull(),
    subscriptionId: integer('subscription_id'),
    occurredAt: text('occurred_at').notNull(),
    recordedAt: text('recorded_at').notNull(),
  },
  (t) => [
    index('access_events_location_idx').on(t.locationId, t.id),
    index('access_events_decision_idx').on(t.decision, t.id),
    index('access_events_subscription_idx').on(t.subscriptionId, t.id),
  ],
);

/** Where each pass is, by its last admitted event: anti-passback and occupancy read it. */
export let gatePresence = sqliteTable(
  'gate_presence',
  {
    subscriptionId: integer('subscription_id')
      .primaryKey()
      .references(() => subscriptions.id),
    locationId: integer('location_id').notNull(),
    inside: integer('inside', { mode: 'boolean' }).notNull(),
    lastEventId: integer('last_event_id').notNull(),
    lastDirection: text('last_direction', { enum: GATE_DIRECTIONS }).notNull(),
    lastAt: text('last_at').notNull(),
    lastDeviceId: integer('last_device_id'),
  },
  (t) => [index('gate_presence_location_inside_idx').on(t.locationId, t.inside)],
);

/** Each webhook push to a device, as it went: staff read why a device is behind. */
export let gateWebhookDeliveries = sqliteTable(
  'gate_webhook_deliveries',
  {
    id: id(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => gateDevices.id),
    fromCursor: integer('from_cursor').notNull(),
    toCursor: integer('to_cursor').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    error: text('error'),
    nextAttemptAt: text('next_attempt_at'),
    attemptedAt: text('attempted_at').notNull(),
  },
  (t) => [index('gate_webhook_deliveries_device_idx').on(t.deviceId, t.id)],
);

/** Who added or removed a pass's extra plate; 'ended' is a temporary plate dropped after its last day. */
export const PASS_PLATE_ACTORS = ['owner', 'staff', 'ended'] as const;

/**
 * A pass's plates besides its main one (subscriptions.vehicle_id): up to 3, each its own plate and
 * state, a temporary one with its last day (docs/decisions/pass-plates.md). A removed plate keeps its
 * row (removed_at set): the owner's weekly change limit counts adds and removals from these rows.
 */
export let passPlates = sqliteTable(
  'pass_plates',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    plate: text('plate').notNull(),
    plateState: text('plate_state'),
    /** A temporary plate's last day ('YYYY-MM-DD', garage calendar): the gate admits it until 23:45 that day. */
    endsOn: text('ends_on'),
    addedAt: text('added_at').notNull().default(isoNow),
    addedBy: text('added_by', { enum: PASS_PLATE_ACTORS }).notNull(),
    removedAt: text('removed_at'),
    removedBy: text('removed_by', { enum: PASS_PLATE_ACTORS }),
  },
  (t) => [
    index('pass_plates_plate_idx').on(t.plate, t.removedAt),
    index('pass_plates_subscription_idx').on(t.subscriptionId, t.removedAt),
  ],
);

/**
 * A cancel at period end (docs/decisions/cancel-at-period-end.md): the pass keeps working through
 * `last_day`, then ends. Undone rows stay (undone_at set), so staff's report counts what owners asked
 * and what they took back. At most one waiting row per pass.
 */
export let passCancellations = sqliteTable(
  'pass_cancellations',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    reason: text('reason', { enum: CANCEL_REASONS }).notNull(),
    reasonText: text('reason_text'),
    lastDay: text('last_day').notNull(),
    requestedAt: text('requested_at').notNull(),
    // 'owner' from the portal; a staff username otherwise.
    requestedBy: text('requested_by').notNull(),
    undoneAt: text('undone_at'),
    endedAt: text('ended_at'),
  },
  (t) => [
    uniqueIndex('pass_cancellations_waiting_idx')
      .on(t.subscriptionId)
      .where(sql`undone_at IS NULL AND ended_at IS NULL`),
    index('pass_cancellations_requested_idx').on(t.requestedAt),
    check('pass_cancellations_reason_check', inList('reason', CANCEL_REASONS)),
  ],
);

/**
 * An owner's pause of an autopay pass (docs/decisions/pass-pause.md): no charge and no entry from
 * `first_day` through `last_day`, billed again on `last_day`. Kept after it ends, so the rule (once per
 * PAUSE_EVERY_MONTHS) reads when the last one was asked; `reminded_at` sends the 7-day notice once.
 */
export let passPauses = sqliteTable(
  'pass_pauses',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    months: integer('months').notNull(),
    firstDay: text('first_day').notNull(),
    lastDay: text('last_day').notNull(),
    requestedAt: text('requested_at').notNull(),
    remindedAt: text('reminded_at'),
  },
  (t) => [index('pass_pauses_subscription_idx').on(t.subscriptionId, t.requestedAt)],
);

/**
 * A staff price change of an autopay plan (docs/decisions/price-change-notice.md): new signups pay
 * `new_price_cents` at once; the autopay passes billed at the old price move on `effective_date` (the
 * garage's calendar, at least 30 days after the notice), each just before its first renewal on or after it.
 */
export let planPriceChanges = sqliteTable(
  'plan_price_changes',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    oldPriceCents: integer('old_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    effectiveDate: text('effective_date').notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: text('created_at').notNull(),
    noticesSent: integer('notices_sent').notNull().default(0),
    /** When every affected provider subscription bills the new price (or ended). */
    appliedAt: text('applied_at'),
  },
  (t) => [index('plan_price_changes_plan_idx').on(t.planId, t.createdAt)],
);

/** One row per pass a price change concerns: told once (unique), moved to the new price once. */
export let planPriceNotices = sqliteTable(
  'plan_price_notices',
  {
    id: id(),
    changeId: integer('change_id')
      .notNull()
      .references(() => planPriceChanges.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    notifiedAt: text('notified_at').notNull(),
    appliedAt: text('applied_at'),
  },
  (t) => [uniqueIndex('plan_price_notices_once_idx').on(t.changeId, t.subscriptionId)],
);

// Which API process runs each scheduled job (db/job-leases.ts): with several processes on one database a
// job's tick runs in one of them, the holder keeps it while it lives, another takes over once it lapses.
export let scheduledJobLeases = sqliteTable('scheduled_job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: text('lease_until').notNull(),
});

// Throttle counts shared by several API processes (THROTTLE_STORE=database, middleware/throttle-store.ts):
// one fixed window per key, `ends_at` in epoch ms.
export let throttleWindows = sqliteTable('throttle_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  endsAt: integer('ends_at').notNull(),
});

// One engine per process (docs/decisions/postgresql-engine.md) ---------------------------------------

/** Every table as defined above, for SQLite; db:copy and PostgreSQL's derived twins start from these. */
export const SQLITE_TABLES = {
  customers,
  addresses,
  vehicles,
  locations,
  garageDetails,
  plans,
  items,
  subscriptions,
  cards,
  invoices,
  sales,
  saleRefunds,
  events,
  leads,
  waitlistEntries,
  staffUsers,
  staffSessions,
  staffSignInChallenges,
  staffTrustedDevices,
  staffRecoveryCodes,
  staffLinkTokens,
  auditLog,
  refundRequests,
  oneTimeCodes,
  linkTokens,
  portalSessions,
  publicMailSends,
  processedProviderEvents,
  spaceHolds,
  checkouts,
  consents,
  passPayments,
  renewalReminders,
  cardExpiryNotices,
  sandboxObjects,
  salesDaily,
  salesHourly,
  invoicesDaily,
  invoicesHourly,
  loginAttempts,
  gateDevices,
  accessChanges,
  accessFeedState,
  accessEvents,
  gatePresence,
  gateWebhookDeliveries,
  passPlates,
  passCancellations,
  passPauses,
  planPriceChanges,
  planPriceNotices,
  scheduledJobLeases,
  throttleWindows,
};

let bound: 'sqlite' | 'postgres' = 'sqlite';

/** Which engine the table exports above are bound to in this process. */
export function boundEngine(): 'sqlite' | 'postgres' {
  return bound;
}

/**
 * Points every table export at its PostgreSQL twin (schema-postgres.ts). A process that opens PostgreSQL
 * calls this once, before it builds a query: the code's queries name the tables imported from here, and
 * ES modules hand every importer the rebound value. The twins keep the TypeScript type of the SQLite
 * definitions, whose columns read and write the same JavaScript values.
 */
export function bindTablesToPostgres(): void {
  if (bound === 'postgres') return;
  const twins = postgresTwins(SQLITE_TABLES);
  customers = twins.customers as unknown as typeof customers;
  addresses = twins.addresses as unknown as typeof addresses;
  vehicles = twins.vehicles as unknown as typeof vehicles;
  locations = twins.locations as unknown as typeof locations;
  garageDetails = twins.garageDetails as unknown as typeof garageDetails;
  plans = twins.plans as unknown as typeof plans;
  items = twins.items as unknown as typeof items;
  subscriptions = twins.subscriptions as unknown as typeof subscriptions;
  cards = twins.cards as unknown as typeof cards;
  invoices = twins.invoices as unknown as typeof invoices;
  sales = twins.sales as unknown as typeof sales;
  saleRefunds = twins.saleRefunds as unknown as typeof saleRefunds;
  events = twins.events as unknown as typeof events;
  leads = twins.leads as unknown as typeof leads;
  waitlistEntries = twins.waitlistEntries as unknown as typeof waitlistEntries;
  staffUsers = twins.staffUsers as unknown as typeof staffUsers;
  staffSessions = twins.staffSessions as unknown as typeof staffSessions;
  staffSignInChallenges = twins.staffSignInChallenges as unknown as typeof staffSignInChallenges;
  staffTrustedDevices = twins.staffTrustedDevices as unknown as typeof staffTrustedDevices;
  staffRecoveryCodes = twins.staffRecoveryCodes as unknown as typeof staffRecoveryCodes;
  staffLinkTokens = twins.staffLinkTokens as unknown as typeof staffLinkTokens;
  auditLog = twins.auditLog as unknown as typeof auditLog;
  refundRequests = twins.refundRequests as unknown as typeof refundRequests;
  oneTimeCodes = twins.oneTimeCodes as unknown as typeof oneTimeCodes;
  linkTokens = twins.linkTokens as unknown as typeof linkTokens;
  portalSessions = twins.portalSessions as unknown as typeof portalSessions;
  publicMailSends = twins.publicMailSends as unknown as typeof publicMailSends;
  processedProviderEvents = twins.processedProviderEvents as unknown as typeof processedProviderEvents;
  spaceHolds = twins.spaceHolds as unknown as typeof spaceHolds;
  checkouts = twins.checkouts as unknown as typeof checkouts;
  consents = twins.consents as unknown as typeof consents;
  passPayments = twins.passPayments as unknown as typeof passPayments;
  renewalReminders = twins.renewalReminders as unknown as typeof renewalReminders;
  cardExpiryNotices = twins.cardExpiryNotices as unknown as typeof cardExpiryNotices;
  sandboxObjects = twins.sandboxObjects as unknown as typeof sandboxObjects;
  salesDaily = twins.salesDaily as unknown as typeof salesDaily;
  salesHourly = twins.salesHourly as unknown as typeof salesHourly;
  invoicesDaily = twins.invoicesDaily as unknown as typeof invoicesDaily;
  invoicesHourly = twins.invoicesHourly as unknown as typeof invoicesHourly;
  loginAttempts = twins.loginAttempts as unknown as typeof loginAttempts;
  gateDevices = twins.gateDevices as unknown as typeof gateDevices;
  accessChanges = twins.accessChanges as unknown as typeof accessChanges;
  accessFeedState = twins.accessFeedState as unknown as typeof accessFeedState;
  accessEvents = twins.accessEvents as unknown as typeof accessEvents;
  gatePresence = twins.gatePresence as unknown as typeof gatePresence;
  gateWebhookDeliveries = twins.gateWebhookDeliveries as unknown as typeof gateWebhookDeliveries;
  passPlates = twins.passPlates as unknown as typeof passPlates;
  passCancellations = twins.passCancellations as unknown as typeof passCancellations;
  passPauses = twins.passPauses as unknown as typeof passPauses;
  planPriceChanges = twins.planPriceChanges as unknown as typeof planPriceChanges;
  planPriceNotices = twins.planPriceNotices as unknown as typeof planPriceNotices;
  scheduledJobLeases = twins.scheduledJobLeases as unknown as typeof scheduledJobLeases;
  throttleWindows = twins.throttleWindows as unknown as typeof throttleWindows;
  bound = 'postgres';
}
