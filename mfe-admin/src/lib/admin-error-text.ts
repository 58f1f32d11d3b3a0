import { readApiError } from 'api/client';
import type { ErrorCode } from 'api/contract/error-codes';
import type { RuleCode } from 'api/contract/validation-rules';
import type { MessageKey, TFunction } from 'design-system/i18n/language';

// Server codes -> this bundle's catalog keys, so staff read errors in their own language; never the
// server's English sentence. Every admin screen shows failures through adminErrorText.
const CODE_KEYS: Partial<Record<ErrorCode | 'timeout' | 'network', MessageKey>> = {
  forbidden: 'admin.errors.forbidden',
  unauthenticated: 'admin.errors.sessionExpired',
  session_expired: 'admin.errors.sessionExpired',
  not_found: 'admin.errors.notFound',
  customer_not_found: 'admin.errors.customerNotFound',
  vehicle_not_found: 'admin.errors.vehicleNotFound',
  subscription_not_found: 'admin.errors.subscriptionNotFound',
  card_not_found: 'admin.errors.cardNotFound',
  card_not_available: 'admin.errors.cardNotAvailable',
  card_codes_invalid: 'admin.errors.cardCodesInvalid',
  card_not_lost: 'admin.errors.cardNotLost',
  subscription_not_active: 'admin.errors.subscriptionNotActive',
  subscription_not_cancelable: 'admin.errors.subscriptionNotCancelable',
  subscription_not_refundable: 'admin.errors.subscriptionNotRefundable',
  subscription_not_canceled: 'admin.errors.subscriptionNotCanceled',
  no_space_to_reactivate: 'admin.errors.noSpaceToReactivate',
  refund_failed: 'admin.errors.refundFailed',
  same_card_unavailable: 'admin.errors.sameCardUnavailable',
  card_assignment_conflict: 'admin.errors.cardAssignmentConflict',
  plate_read_only: 'admin.errors.plateReadOnly',
  email_taken: 'admin.errors.emailTaken',
  location_not_found: 'admin.errors.locationNotFound',
  invoice_not_found: 'admin.errors.invoiceNotFound',
  invoice_void: 'admin.errors.invoiceVoid',
  event_not_found: 'admin.errors.eventNotFound',
  mail_send_failed: 'admin.errors.mailSendFailed',
  payment_provider_unavailable: 'admin.errors.providerUnavailable',
  too_many_requests: 'admin.errors.tooManyRequests',
  service_unavailable: 'admin.errors.serviceUnavailable',
  api_unavailable: 'admin.errors.network',
  invalid_input: 'admin.errors.invalidInput',
  consent_required: 'admin.errors.consentRequired',
  need_setup: 'admin.errors.needSetup',
  pass_expired: 'admin.errors.passExpired',
  autopay_already_on: 'admin.errors.autopayAlreadyOn',
  mail_cooldown: 'admin.errors.mailCooldown',
  plate_not_allowed: 'admin.errors.plateNotAllowed',
  plate_on_file: 'admin.errors.plateOnFile',
  vehicle_banned: 'admin.errors.vehicleBanned',
  plate_limit_reached: 'admin.errors.plateLimitReached',
  plate_on_other_pass: 'admin.errors.plateOnOtherPass',
  plate_already_on_pass: 'admin.errors.plateAlreadyOnPass',
  plate_not_on_pass: 'admin.errors.plateNotOnPass',
  plate_end_out_of_range: 'admin.errors.plateEndOutOfRange',
  pass_not_live: 'admin.errors.passNotLive',
  device_key_invalid: 'admin.errors.deviceKeyInvalid',
  gate_device_not_found: 'admin.errors.gateDeviceNotFound',
  gate_device_revoked: 'admin.errors.gateDeviceRevoked',
  refund_request_pending: 'admin.errors.refundRequestPending',
  refund_request_not_found: 'admin.errors.refundRequestNotFound',
  refund_request_decided: 'admin.errors.refundRequestDecided',
  refund_own_request: 'admin.errors.refundOwnRequest',
  refund_amount_changed: 'admin.errors.refundAmountChanged',
  erase_confirmation_mismatch: 'admin.errors.eraseConfirmationMismatch',
  customer_erased: 'admin.errors.customerErased',
  timeout: 'admin.errors.network',
  network: 'admin.errors.network',
};

// Rule codes a 400 `invalid_input` names (api/contract/validation-rules.ts) -> the rule's own words,
// so staff read which field to fix instead of 'Some fields are not valid'.
const RULE_KEYS: Partial<Record<RuleCode, MessageKey>> = {
  credential_type: 'admin.errors.rules.credential_type',
  credential_value: 'admin.errors.rules.credential_value',
  plate_region: 'admin.errors.rules.plate_region',
  gate_direction: 'admin.errors.rules.gate_direction',
  event_time: 'admin.errors.rules.event_time',
  cursor: 'admin.errors.rules.cursor',
  feed_limit: 'admin.errors.rules.feed_limit',
  decisions_limit: 'admin.errors.rules.decisions_limit',
  webhook_url: 'admin.errors.rules.webhook_url',
  device_name: 'admin.errors.rules.device_name',
  device_kind: 'admin.errors.rules.device_kind',
  anti_passback: 'admin.errors.rules.anti_passback',
  facility_code: 'admin.errors.rules.facility_code',
  decision_filter: 'admin.errors.rules.decision_filter',
  plan_name_required: 'admin.errors.rules.plan_name_required',
  plan_name_too_long: 'admin.errors.rules.plan_name_too_long',
  plan_description_too_long: 'admin.errors.rules.plan_description_too_long',
  price_cents_integer: 'admin.errors.rules.price_cents',
  price_cents_min: 'admin.errors.rules.price_cents',
  refund_approval_cents_integer: 'admin.errors.refundApprovalInvalid',
  refund_approval_cents_min: 'admin.errors.refundApprovalInvalid',
  refund_approval_cents_max: 'admin.errors.refundApprovalInvalid',
};

/**
 * A validation rule's code (from the contract's schema run in the browser, or a 400's `rule`) in the
 * staff member's language; null for a rule this catalog does not word.
 */
export function adminRuleText(rule: string | undefined, t: TFunction): string | null {
  const key = rule && Object.hasOwn(RULE_KEYS, rule) ? RULE_KEYS[rule as RuleCode] : undefined;
  return key ? t(key) : null;
}

/**
 * Any failure of an admin call in the staff member's language. `fallback` is the screen's own text
 * for a failure with no specific message (SPEC section 8: 'Server error', 'Error saving limit', ...).
 */
export function adminErrorText(
  error: unknown,
  t: TFunction,
  fallback: MessageKey = 'admin.errors.server',
): string {
  const info = readApiError(error);
  const ruleText = info?.code === 'invalid_input' ? adminRuleText(info.rule, t) : null;
  if (ruleText) return ruleText;
  const key = info ? CODE_KEYS[info.code as keyof typeof CODE_KEYS] : undefined;
  return t(key ?? fallback);
}
