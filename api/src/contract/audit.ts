import { z } from 'zod';
import { calendarDateParam, rangeRefine } from './sales';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// The record of staff actions and security events (docs/decisions/audit-record.md). Browser-safe: the
// Activity page's filters and labels read these lists.

/** What a row can be about. */
export const AUDIT_TARGET_TYPES = [
  'customer',
  'pass',
  'vehicle',
  'card',
  'plan',
  'item',
  'location',
  'sale',
  'invoice',
  'event',
  'waitlist_entry',
  'gate_device',
  'staff_user',
  'refund_request',
  'garage_details',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Every action the record names. Staff writes are named by the route that made them (`audited()` on
 * each), security events by the auth code; the Activity page has a label for each.
 */
export const AUDIT_ACTIONS = [
  // Security events.
  'sign_in',
  'sign_in_failed',
  'second_factor_failed',
  'recovery_code_used',
  'sign_out',
  'session_ended',
  'password_changed',
  'password_reset_sent',
  'password_set_from_link',
  'totp_enrolled',
  'totp_removed',
  'recovery_codes_renewed',
  // Staff accounts.
  'staff_invited',
  'staff_role_changed',
  'staff_disabled',
  'staff_enabled',
  'staff_account_changed',
  // Customers and passes.
  'customer_created',
  'customers_imported',
  'customer_updated',
  'customer_invite_sent',
  'customer_exported',
  'customer_erased',
  'vehicle_updated',
  'plate_changed',
  'pass_plate_added',
  'pass_plate_removed',
  'pass_status_changed',
  'pass_autopay_changed',
  'pass_card_assigned',
  'pass_card_lost',
  'pass_canceled',
  'pass_banned',
  'pass_refunded',
  'pass_renewal_email_sent',
  'pass_payment_link_sent',
  'pass_autopay_link_sent',
  'invoice_emailed',
  'refund_requested',
  'refund_approved',
  'refund_declined',
  // Garage set-up.
  'cards_added',
  'card_updated',
  'card_found',
  'plan_created',
  'plan_updated',
  'item_updated',
  'location_updated',
  'event_completed',
  'waitlist_changed',
  'waitlist_offered',
  'waitlist_entry_removed',
  'gate_device_registered',
  'gate_device_key_rotated',
  'gate_device_revoked',
  'gate_device_updated',
  'gate_settings_changed',
  'garage_details_changed',
  'sandbox_clock_moved',
  // Reading the record out of the app.
  'audit_exported',
  // A payment's receipt PDF taken out by staff (it names the customer and their plates).
  'receipt_downloaded',
  // The owners' pause rule changed (how long, how often, whether the space is kept).
  'pause_rules_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * One row as the API answers it. `before`/`after` hold only the fields that changed; `redacted`: a
 * customer's erasure removed their text (the chain keeps its digest), and both are null.
 */
export type AuditRow = {
  id: number;
  at: string;
  actor: string | null;
  actor_role: string | null;
  action: AuditAction;
  target_type: AuditTargetType | null;
  target_id: number | null;
  customer_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_ip: string | null;
  redacted: boolean;
};

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_LIMIT = 200;

const positiveWhole = (code: 'audit_customer_id' | 'audit_cursor') =>
  wholeNumber(
    z
      .number({ error: rule(code) })
      .int(rule(code))
      .min(1, rule(code)),
  );

/** The Activity page's filters; `from`/`to` are calendar days in the garage's time zone, both inclusive. */
export const auditFilterShape = {
  actor: z
    .string({ error: rule('audit_actor') })
    .trim()
    .min(1, rule('audit_actor'))
    .max(80, rule('audit_actor'))
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: rule('audit_action') }).optional(),
  customer_id: positiveWhole('audit_customer_id').optional(),
  from: calendarDateParam.optional(),
  to: calendarDateParam.optional(),
};

/** Keyset paging, newest first: `cursor` is the `next_cursor` of the page before (rows below that id). */
const auditPaging = {
  cursor: positiveWhole('audit_cursor').optional(),
  limit: wholeNumber(
    z
      .number({ error: rule('audit_limit') })
      .int(rule('audit_limit'))
      .min(1, rule('audit_limit'))
      .max(AUDIT_MAX_LIMIT, rule('audit_limit')),
  ).default(AUDIT_PAGE_SIZE),
};

/** `GET /audit?actor&action&customer_id&from&to&cursor&limit` */
export const auditQuerySchema = z
  .object({ ...auditFilterShape, ...auditPaging })
  .refine(rangeRefine, { message: rule('date_range'), path: ['from'] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** `GET /audit.csv?actor&action&customer_id&from&to`: every matching row, newest first. */
export const auditCsvQuerySchema = z
  .object(auditFilterShape)
  .refine(rangeRefine, { message: rule('date_range'), path: ['from'] });
export type AuditCsvQuery = z.input<typeof auditCsvQuerySchema>;

/** `GET /clients/:id/history?cursor&limit` */
export const auditHistoryQuerySchema = z.object(auditPaging);
export type AuditHistoryQuery = z.input<typeof auditHistoryQuerySchema>;

/** A page of the record; `next_cursor` is null on the last page. */
export type AuditPage = { rows: AuditRow[]; next_cursor: number | null };

/** One changed field as a person reads it: `field: before → after`. */
export type AuditChangeLine = { field: string; before: string; after: string };

/** Words the caller's language gives to values that are not text. */
export type AuditValueWords = { yes: string; no: string; none: string };

function valueText(value: unknown, words: AuditValueWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length ? value.join(', ') : words.none;
  }
  return JSON.stringify(value);
}

/** `statusKey` as `status_key`: the names the API speaks everywhere else. */
const fieldName = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * What a row changed, one line per field, in the order the fields were recorded: a creation has only
 * `after`, a removal only `before`; facts beside the changes (a card's number, counts) show as after.
 */
export function describeAuditChange(
  row: Pick<AuditRow, 'before' | 'after'>,
  words: AuditValueWords,
): AuditChangeLine[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => ({
    field: fieldName(key),
    before: Object.hasOwn(before, key) ? valueText(before[key], words) : words.none,
    after: Object.hasOwn(after, key) ? valueText(after[key], words) : words.none,
  }));
}
