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
  'event',
  'waitlist_entry',
  'gate_device',
  'staff_user',
  'refund_request',
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
  'pass_status_changed',
  'pass_autopay_changed',
  'pass_card_assigned',
  'pass_card_lost',
  'pass_canceled',
  'pass_banned',
  'pass_refunded',
  'pass_renewal_email_sent',
  'pass_payment_link_sent',
  'refund_requested',
  'refund_approved',
  'refund_declined',
  // Garage set-up.
  'cards_added',
  'card_updated',
  'plan_created',
  'plan_updated',
  'item_updated',
  'location_updated',
  'event_completed',
  'waitlist_changed',
  'gate_device_registered',
  'gate_device_key_rotated',
  'gate_device_revoked',
  'gate_device_updated',
  'gate_settings_changed',
  'sandbox_clock_moved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** One row as the API answers it. `before`/`after` hold only the fields that changed. */
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
};
