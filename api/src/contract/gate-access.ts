import { z } from 'zod';
import { isPlateRegion, type PlateRegion } from './plate-region';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// The gate's side of the garage (docs/decisions/gate-access-feed.md): devices (controllers, plate
// cameras) registered by staff, the credential list they keep, the decisions they ask for, and what
// staff see of it. Browser-safe: the admin's pages read these types and run these schemas.

/** Credential types named as the industry's open data spec (APDS) names them. */
export const CREDENTIAL_TYPES = ['rfid', 'licensePlate'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/**
 * Where a pass stands at the gate (domain/gate/pass-access.ts is the one rule):
 * - active: paid through its renewal date;
 * - grace: autopay's renewal charge is failing or not yet collected and its retries still run: the
 *   pass still enters and still holds its space;
 * - paused: the owner paused autopay (docs/decisions/pass-pause.md): denied until the pause's last day
 *   is charged;
 * - suspended: autopay's retries ran out; paying restores it at once;
 * - expired: a one-time pass past its renewal date;
 * - inactive, canceled, refunded, banned: the pass's own status.
 */
export const PASS_ACCESS_STATES = [
  'active',
  'grace',
  'paused',
  'suspended',
  'expired',
  'inactive',
  'canceled',
  'refunded',
  'banned',
] as const;
export type PassAccessState = (typeof PASS_ACCESS_STATES)[number];

/** A credential's status in the feed: its pass's access state, or what the card or plate itself says. */
export const CREDENTIAL_STATUSES = [
  ...PASS_ACCESS_STATES,
  // The card was reported lost (the fee paid or staff marked it): denied at once.
  'card_lost',
  // The card was swapped for another one: the new card enters, this one no longer does.
  'card_replaced',
  // The card is back in stock or the plate belongs to no pass here.
  'unassigned',
  // A temporary plate past 23:45 on its last day (docs/decisions/pass-plates.md): its pass may still enter.
  'plate_ended',
] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** The statuses a gate admits, within the credential's `valid_from`..`valid_until` window. */
export const ADMITTING_STATUSES: readonly CredentialStatus[] = ['active', 'grace'];

export type AccessCredential = {
  type: CredentialType;
  /** The card number as printed (leading zeros kept), or the plate upper-cased without spaces or dashes. */
  value: string;
  /** Plates: where issued ('US-CA', 'MX-BCN'); null when unknown (older records) and for cards. */
  plate_state: PlateRegion | null;
  /** Cards: the number again, as controllers that split facility and card codes expect it. */
  card_code: string | null;
  /** Cards: the location's facility (site) code, when staff entered one. */
  facility_code: number | null;
  /** ISO-8601 UTC instants; the gate admits an admitting status only from `valid_from` up to `valid_until`. */
  valid_from: string | null;
  valid_until: string | null;
  status: CredentialStatus;
  pass_id: number | null;
};

/** `GET /api/access/credentials`: every credential the device's location knows that may enter, or is suspended or lost. */
export type AccessCredentialList = {
  location_id: number;
  /** The changes feed's position this list includes: ask `changes?since=` it next. */
  cursor: number;
  credentials: AccessCredential[];
};

export type AccessChange = {
  /** Position in the feed; strictly increasing, never reused. */
  cursor: number;
  changed_at: string;
  /** The credential as it stands now (a later change of the same credential may follow). */
  credential: AccessCredential;
};

/** `GET /api/access/changes?since=`: the next changes in order; ask again from `cursor` while `has_more`. */
export type AccessChangePage = {
  location_id: number;
  cursor: number;
  has_more: boolean;
  changes: AccessChange[];
};

/** The body of a webhook pushed to a device: the same changes the feed gives, from one position on. */
export type AccessWebhookBody = {
  /** Unique per delivery attempt's content: a receiver drops a delivery id it has seen (replays). */
  id: string;
  type: 'access.changes';
  created_at: string;
  location_id: number;
  cursor: number;
  changes: AccessChange[];
};

/** The header carrying the webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const ACCESS_WEBHOOK_SIGNATURE_HEADER = 'Garage-Signature';
/** A receiver refuses a signature older than this (replays of a captured delivery). */
export const ACCESS_WEBHOOK_TOLERANCE_SECONDS = 300;

export const GATE_DIRECTIONS = ['in', 'out'] as const;
export type GateDirection = (typeof GATE_DIRECTIONS)[number];

export const GATE_DEVICE_KINDS = ['entry', 'exit', 'both'] as const;
export type GateDeviceKind = (typeof GATE_DEVICE_KINDS)[number];

export const ANTI_PASSBACK_MODES = ['off', 'warn', 'enforce'] as const;
export type AntiPassbackMode = (typeof ANTI_PASSBACK_MODES)[number];

/** Why a gate said yes or no; stable codes a controller may show or map to its own display. */
export const DECISION_REASONS = [
  'active',
  'grace',
  // Anti-passback set to warn: admitted, but the pass is already inside (or already out).
  'passback_warning',
  'unknown_credential',
  'pass_suspended',
  'pass_paused',
  'pass_expired',
  'pass_inactive',
  'pass_canceled',
  'pass_refunded',
  'pass_banned',
  'card_lost',
  'card_replaced',
  'not_yet_valid',
  // Anti-passback enforced: an entry while already inside, or an exit while not inside.
  'passback',
  // An entry-only device reporting an exit, or the other way round.
  'wrong_direction',
  // A temporary plate after its last day.
  'plate_ended',
  // Another plate of the same pass is inside: one pass, one space, whatever the anti-passback mode
  // (docs/decisions/pass-plates.md).
  'other_plate_inside',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

/** Why a credential that does not admit is refused: the API's decisions and a controller's own copy agree. */
export const DENIAL_BY_STATUS: Readonly<
  Record<Exclude<CredentialStatus, 'active' | 'grace'>, DecisionReason>
> = {
  suspended: 'pass_suspended',
  paused: 'pass_paused',
  expired: 'pass_expired',
  inactive: 'pass_inactive',
  canceled: 'pass_canceled',
  refunded: 'pass_refunded',
  banned: 'pass_banned',
  card_lost: 'card_lost',
  card_replaced: 'card_replaced',
  unassigned: 'unknown_credential',
  plate_ended: 'plate_ended',
};

export type AccessDecision = {
  decision: 'allow' | 'deny';
  reason: DecisionReason;
  pass_id: number | null;
  /** The recorded decision's id. */
  event_id: number;
};

const credentialTypeSchema = z.enum(CREDENTIAL_TYPES, { error: rule('credential_type') });

/** `POST /api/access/events`: what the device read, which way, and when (its own clock; the server's if absent). */
export const accessEventInputSchema = z.object(
  {
    credential_type: credentialTypeSchema,
    value: z
      .string({ error: rule('credential_value') })
      .trim()
      .min(1, rule('credential_value'))
      .max(20, rule('credential_value')),
    plate_state: z
      .string({ error: rule('plate_region') })
      .refine((value) => isPlateRegion(value), rule('plate_region'))
      .nullish(),
    direction: z.enum(GATE_DIRECTIONS, { error: rule('gate_direction') }),
    at: z.iso.datetime({ offset: true, error: rule('event_time') }).optional(),
  },
  { error: rule('body_not_object') },
);
export type AccessEventInput = z.input<typeof accessEventInputSchema>;

/** `GET /api/access/changes?since=`: 0 (or absent) starts from the beginning. */
export const accessChangesQuerySchema = z.object({
  since: wholeNumber(
    z
      .number({ error: rule('cursor') })
      .int(rule('cursor'))
      .min(0, rule('cursor')),
  ).optional(),
  limit: wholeNumber(
    z
      .number({ error: rule('feed_limit') })
      .int(rule('feed_limit'))
      .min(1, rule('feed_limit'))
      .max(1000, rule('feed_limit')),
  ).optional(),
});

// Staff ---------------------------------------------------------------------------------------

const webhookUrlSchema = z
  .string({ error: rule('webhook_url') })
  .trim()
  .max(500, rule('webhook_url'))
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), rule('webhook_url'));

/** `POST /api/gate-devices`. */
export const gateDeviceInputSchema = z.object(
  {
    name: z
      .string({ error: rule('device_name') })
      .trim()
      .min(1, rule('device_name'))
      .max(60, rule('device_name')),
    location_id: wholeNumber(
      z
        .number({ error: rule('location_id_positive') })
        .int(rule('location_id_positive'))
        .positive(rule('location_id_positive')),
    ),
    kind: z.enum(GATE_DEVICE_KINDS, { error: rule('device_kind') }),
    /** Where the device wants changes pushed; empty: it polls the changes feed only. */
    webhook_url: webhookUrlSchema.optional(),
  },
  { error: rule('body_not_object') },
);
export type GateDeviceInput = z.input<typeof gateDeviceInputSchema>;

/** `PATCH /api/gate-devices/:id`: rename, move the webhook. */
export const gateDeviceEditSchema = z.object(
  {
    name: gateDeviceInputSchema.shape.name.optional(),
    kind: gateDeviceInputSchema.shape.kind.optional(),
    webhook_url: webhookUrlSchema.optional(),
  },
  { error: rule('body_not_object') },
);

/** `PUT /api/gate-settings/:locationId`: the location's anti-passback mode and facility code. */
export const gateSettingsInputSchema = z.object(
  {
    anti_passback: z.enum(ANTI_PASSBACK_MODES, { error: rule('anti_passback') }),
    facility_code: wholeNumber(
      z
        .number({ error: rule('facility_code') })
        .int(rule('facility_code'))
        .min(0, rule('facility_code'))
        .max(65_535, rule('facility_code')),
    ).nullable(),
  },
  { error: rule('body_not_object') },
);
export type GateSettingsInput = z.input<typeof gateSettingsInputSchema>;

/** A device stops being "online" after this long without a call. */
export const DEVICE_OFFLINE_AFTER_SECONDS = 120;

export type GateDevice = {
  id: number;
  name: string;
  location_id: number;
  kind: GateDeviceKind;
  webhook_url: string | null;
  /** The key's first characters, to tell keys apart; the key itself is shown once. */
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
  last_seen_at: string | null;
  online: boolean;
  /** The last webhook delivery's outcome, if any. */
  last_delivery: GateWebhookDelivery | null;
};

/** Registration and rotation answer with the key and the webhook signing secret, once. */
export type GateDeviceWithSecrets = {
  device: GateDevice;
  api_key: string;
  webhook_secret: string;
};

export type GateWebhookDelivery = {
  id: number;
  device_id: number;
  attempted_at: string;
  from_cursor: number;
  to_cursor: number;
  attempt: number;
  /** The device's HTTP status, or null when it did not answer (refused, timed out). */
  status_code: number | null;
  ok: boolean;
  error: string | null;
  next_attempt_at: string | null;
};

export type GateSettings = {
  location_id: number;
  location_name: string;
  anti_passback: AntiPassbackMode;
  facility_code: number | null;
};

export type Occupancy = GateSettings & {
  /** Passes whose last gate event was an entry. */
  inside: number;
  /** The location's spaces sold online. */
  capacity: number;
};

export type GateDecisionRow = {
  id: number;
  at: string;
  device_id: number | null;
  device_name: string | null;
  location_id: number;
  credential_type: CredentialType;
  value: string;
  plate_state: PlateRegion | null;
  direction: GateDirection;
  decision: 'allow' | 'deny';
  reason: DecisionReason;
  pass_id: number | null;
  client_id: number | null;
  customer_name: string | null;
};

/** `GET /api/gate-decisions?decision&locationId&limit&offset`. */
export const gateDecisionsQuerySchema = z.object({
  decision: z.enum(['all', 'allow', 'deny'], { error: rule('decision_filter') }).optional(),
  locationId: wholeNumber(
    z
      .number({ error: rule('location_id_positive') })
      .int(rule('location_id_positive'))
      .positive(rule('location_id_positive')),
  ).optional(),
  limit: wholeNumber(
    z
      .number({ error: rule('decisions_limit') })
      .int(rule('decisions_limit'))
      .min(1, rule('decisions_limit'))
      .max(200, rule('decisions_limit')),
  ).optional(),
  offset: wholeNumber(
    z
      .number({ error: rule('offset_range') })
      .int(rule('offset_range'))
      .min(0, rule('offset_range')),
  ).optional(),
});

export type GateDecisionPage = { total: number; rows: GateDecisionRow[] };

/** What staff and the portal show of a pass at the gate. */
export type PassGateStanding = {
  state: PassAccessState;
  may_enter: boolean;
  /** The end of the paid period, or of the grace while autopay retries. */
  valid_until: string | null;
  /** The last time one of the pass's credentials was admitted in or out. */
  last_seen: { at: string; direction: GateDirection; device_name: string | null } | null;
};
