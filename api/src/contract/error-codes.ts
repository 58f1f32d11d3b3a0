// The API's error protocol: every error response is `ApiErrorBody`. Front ends branch on `code`
// (and `rule` for invalid input) and look up their own catalog text; `error` is the English text for
// people reading logs or using the API directly, and may be reworded without breaking any screen.
// Codes are stable: add new ones at the end, never rename one a released front end may know.

export const ERROR_CODES = [
  // Generic
  'invalid_input',
  'malformed_request',
  'body_too_large',
  'not_found',
  'server_error',
  'service_unavailable',
  // Staff authentication
  'unauthenticated',
  'session_expired',
  'forbidden',
  'invalid_credentials',
  'too_many_attempts',
  // Signup, checkout and receipts
  'email_banned',
  'plate_not_allowed',
  'zip_format',
  'zip_state_mismatch',
  'captcha_failed',
  'captcha_disabled',
  'honeypot',
  'spaces_taken',
  'email_mismatch',
  'plan_not_found',
  'autopay_only',
  'checkout_not_found',
  'vehicle_changed',
  'no_payment_information',
  'payment_provider_unavailable',
  /** A card refusal: the card's own code is in `payment_code`, the bank's reason in `decline_code`. */
  'payment_failed',
  'amex_not_accepted',
  'checkout_refunded',
  'location_not_found',
  'sandbox_disabled',
  'webhook_signature_invalid',
  // Throttling of public endpoints (429 with Retry-After; `retry_after` in seconds beside it)
  'too_many_requests',
  // Customer portal: lookup, autopay, links, one-time codes, renewals, lost cards
  'pass_not_found',
  'pass_expired',
  'need_setup',
  'autopay_blocks_renewal',
  'renew_too_early',
  'no_card_assigned',
  'link_not_found',
  'link_expired',
  'mail_send_failed',
  'otp_send_failed',
  'otp_cooldown',
  'otp_invalid',
  'otp_locked',
  'otp_session_invalid',
  'consent_required',
  'setup_not_found',
  'payment_not_found',
  // Staff: cards and passes
  'subscription_not_found',
  'card_not_found',
  'card_not_available',
  'card_codes_invalid',
  'subscription_not_active',
  // Customer portal (added with the renewal and lost-card payments)
  'invite_pending',
  'pass_not_renewable',
  // Customer portal: a card set-up the customer has not finished (3-D Secure pending, card refused)
  'setup_incomplete',
  // Staff: customers, passes, cards
  'customer_not_found',
  'vehicle_not_found',
  'plate_read_only',
  'card_not_lost',
  'subscription_not_cancelable',
  'subscription_not_refundable',
  'refund_failed',
  'same_card_unavailable',
  'subscription_not_canceled',
  'email_taken',
  // Staff: sales, payments, checklist
  'invoice_not_found',
  'invoice_void',
  'event_not_found',
  // Checkout against abuse: another buyer's live checkout for the plate, hold caps, CAPTCHA pass
  'checkout_in_progress',
  'too_many_holds',
  'captcha_pass_required',
  // Portal sign-in: a change needs a portal session; public e-mail is capped per recipient;
  // staff assigning a card to a pass that got another one meanwhile
  'sign_in_required',
  'mail_cooldown',
  'card_assignment_conflict',
  // The front-end server that forwards `/api` could not reach the API (502)
  'api_unavailable',
  'waitlist_entry_not_found',
  'waitlist_offer_not_open',
  'waitlist_no_space',
  'waitlist_empty',
  'waitlist_offer_email_mismatch',
  'waitlist_offer_expired',
  // A lapsed, canceled or inactive pass made live again (renewal, reactivation) with no free space
  'no_space_to_reactivate',
  // Staff bringing existing parkers in (one by one or from a CSV file)
  'plate_has_pass',
  'renewal_in_past',
  'import_has_errors',
  'csv_unreadable',
  'csv_columns_missing',
  'csv_too_many_rows',
  'duplicate_in_file',
  // Customer portal: the lost-card fee charged to the card saved on the pass
  'no_saved_card',
  'saved_card_declined',
  'saved_card_authentication_required',
  'loss_fee_changed',
  // A JSON route sent another kind of body (a form from another page); a portal write another site sent
  'json_required',
  'cross_site_request',
  // Checkout: the CAPTCHA pass already started a checkout (one solved CAPTCHA, one held space)
  'captcha_pass_used',
  // Staff: an autopay link for a pass already on autopay; a plate change onto a plate another vehicle
  // record holds, or of a banned vehicle
  'autopay_already_on',
  'plate_on_file',
  'vehicle_banned',
  // The gate: a device key missing, wrong or revoked; a device asking about another location;
  // staff managing devices
  'device_key_invalid',
  'gate_device_not_found',
  'gate_device_revoked',
  // The gate: a changes cursor older than the feed keeps (load the full list again)
  'cursor_expired',
  // Staff accounts (docs/decisions/staff-accounts.md): a password the policy refuses (each reason its
  // own code), the current password wrong, a setting-up person calling anything else, the second factor
  'password_too_short',
  'password_too_common',
  'password_too_guessable',
  'password_unchanged',
  'wrong_password',
  'setup_required',
  'second_factor_invalid',
  'second_factor_expired',
  'second_factor_locked',
  'second_factor_required',
  'second_factor_not_started',
  // Staff accounts: invite and reset links; managing people
  'staff_link_invalid',
  'staff_user_not_found',
  'staff_username_taken',
  'staff_email_taken',
  'staff_email_missing',
  'own_account',
  'staff_user_disabled',
  // Two people for big money (docs/decisions/two-person-refunds.md): a refund already waiting for
  // approval, a request not found or already decided, the asker approving their own, a pass paid
  // again since the request
  'refund_request_pending',
  'refund_request_not_found',
  'refund_request_decided',
  'refund_own_request',
  'refund_amount_changed',
  // Privacy requests (docs/decisions/privacy-requests.md): the e-mail typed to confirm an erasure is
  // not the customer's; the customer was erased already
  'erase_confirmation_mismatch',
  'customer_erased',
  // A pass's plates (docs/decisions/pass-plates.md): four at most, the owner's weekly changes, a plate
  // another live pass holds (never whose), a plate not on the pass, a temporary plate's end out of range
  'plate_limit_reached',
  'plate_change_limit',
  'plate_on_other_pass',
  'plate_already_on_pass',
  'plate_not_on_pass',
  'receipt_not_found',
  'plate_end_out_of_range',
  'pass_not_live',
  // Cancel at period end (docs/decisions/cancel-at-period-end.md): a cancel already waiting, a pass
  // that has ended or lapsed, an undo with nothing waiting or after the last day
  'cancel_already_pending',
  'pass_not_cancelable',
  'cancel_not_pending',
  // Pause (docs/decisions/pass-pause.md)
  'pause_needs_autopay',
  'pass_already_paused',
  'pause_too_recent',
  'pause_too_long',
  // Plan price changes (docs/decisions/price-change-notice.md)
  'price_change_too_soon',
  // The operator's metrics (docs/decisions/metrics-and-health.md): METRICS_TOKEN missing or wrong; no
  // token configured and the caller not on this machine
  'metrics_token_invalid',
  'metrics_local_only',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = {
  /** English text a person can act on; never parse it. */
  error: string;
  code: ErrorCode;
  /** invalid_input: the dotted path of the first rejected field ('wizardData.personal.firstName'). */
  field?: string;
  /** invalid_input: a `RuleCode` of the contract, else zod's own issue code ('invalid_type', ...). */
  rule?: string;
  /** payment_failed, saved_card_declined: the card's code as the provider gave it ('card_declined', 'expired_card'). */
  payment_code?: string;
  /** payment_failed, saved_card_declined: the bank's reason, when given ('insufficient_funds'). */
  decline_code?: string;
  /** checkout_refunded: why the payment was given back ('no_space', 'plate_taken', 'amex'). */
  refund_reason?: string;
  /** too_many_requests, otp_cooldown: seconds to wait (also sent as the Retry-After header). */
  retry_after?: string;
  /** renew_too_early: days until renewing opens. */
  days?: string;
  /** loss_fee_changed: the fee in cents now, to show before the customer pays it. */
  amount_cents?: string;
  /** plate_change_limit: when the owner may change plates again (ISO instant). */
  next_change_at?: string;
  /** plate_end_out_of_range: the latest last day a temporary plate may have (YYYY-MM-DD). */
  max_date?: string;
  /** need_setup: always true; the portal then opens the provider's card set-up. */
  needSetup?: true;
};

/** English texts of the codes whose text never varies; the others are written where they are thrown. */
export const ERROR_MESSAGES = {
  malformed_request: 'Malformed request',
  body_too_large: 'Request body is too large',
  not_found: 'Not found',
  server_error: 'Server error',
  service_unavailable: 'The service is busy right now. Please try again in a moment.',
  unauthenticated: 'Please log in to continue',
  session_expired: 'Your session has expired or is invalid. Please log in again.',
  forbidden: 'Your role does not allow this action',
  invalid_credentials: 'Invalid username or password',
  email_banned: 'This e-mail already has a vehicle in “banned” status.',
  plate_not_allowed: 'That plate already has a monthly pass or is banned.',
  zip_format: 'ZIP must be 12345 or 12345-6789',
  zip_state_mismatch: 'ZIP does not match selected state',
  captcha_failed: 'Captcha failed - try again',
  captcha_disabled: 'The offline CAPTCHA is disabled in production. Configure Turnstile.',
  honeypot: 'Your request could not be processed. Please reload the page and try again.',
  spaces_taken: 'Sorry, all online spaces are taken right now. Join the waitlist and we will e-mail you.',
  email_mismatch: 'The e-mail must be the one you entered in the signup form',
  plan_not_found: 'That plan is not available. Please choose the one-time or the autopay plan.',
  autopay_only: 'Only the autopay plan is paid by subscription. Use create-intent for a one-time pass.',
  checkout_not_found: 'Your checkout was not found or has already finished. Please start the checkout again.',
  vehicle_changed: 'The vehicle does not match the one in your checkout. Please start the checkout again.',
  no_payment_information: 'No payment information received',
  payment_provider_unavailable:
    'The payment service is not reachable right now. Please try again in a minute.',
  payment_failed: 'Payment failed',
  amex_not_accepted: 'We do not accept American Express. Please use Visa or Mastercard.',
  location_not_found: 'Location not found',
  sandbox_disabled: 'The payment sandbox is disabled in production. Configure Stripe.',
  pass_not_found: 'We could not find a pass with that e-mail and plate. Check both and try again.',
  pass_expired: 'Pass expired — renew first',
  need_setup: 'Save a card first: you will be taken to a secure page to add it.',
  autopay_blocks_renewal: 'Autopay is on: turn autopay off first to renew by hand.',
  no_card_assigned:
    'No card is currently assigned to this pass. Please contact staff to issue a card before paying the replacement fee.',
  link_not_found: 'This link is not valid. Ask for a new one from the Payments page.',
  link_expired: 'This link has expired or was already used. Ask for a new one from the Payments page.',
  mail_send_failed: 'Could not send the link',
  otp_send_failed: 'Could not send code',
  otp_invalid: 'Invalid code',
  otp_locked: 'Too many wrong codes. Ask for a new code.',
  otp_session_invalid: 'Your verification has expired. Ask for a new code.',
  consent_required: 'Please accept the terms (and the autopay terms for autopay) before paying.',
  setup_not_found: 'That card set-up was not found or has expired. Please start again.',
  payment_not_found: 'That payment was not found. Please start again.',
  subscription_not_found: 'Subscription not found',
  card_not_found: 'Card not found',
  card_not_available: 'That card is not available any more. Pick another card.',
  card_codes_invalid: 'Please enter a valid range or list of numbers.',
  subscription_not_active: 'Only an active pass can be given a card.',
  invite_pending: 'Please confirm your e-mail first: open the link we sent you.',
  pass_not_renewable: 'This pass cannot be renewed online. Please contact the garage office.',
  setup_incomplete: 'Setup not completed',
  customer_not_found: 'Customer not found',
  vehicle_not_found: 'Vehicle not found',
  plate_read_only: 'The plate cannot be changed here. Cancel this pass and sell one for the new plate.',
  card_not_lost: 'Only a lost card can be marked as found.',
  subscription_not_cancelable: 'This pass is already canceled or refunded.',
  subscription_not_refundable: 'This pass has no paid payment left to refund.',
  refund_failed: 'The payment service did not accept the refund. Nothing was changed; try again.',
  same_card_unavailable: 'The previous card is no longer available. Pick another card.',
  subscription_not_canceled: 'Only a canceled pass can be sent a new payment link.',
  email_taken: 'Another customer already uses that e-mail.',
  invoice_not_found: 'Invoice not found',
  invoice_void: 'A void invoice cannot be e-mailed.',
  event_not_found: 'Event not found',
  checkout_in_progress:
    'Someone is already paying for a pass for this plate or e-mail. If you started it in another window, finish it there; otherwise try again in a few minutes or contact the garage.',
  too_many_holds:
    'You already have a checkout in progress. Finish it, or wait a few minutes before starting another one.',
  captcha_pass_required: 'Please confirm again that you are not a robot, then pay.',
  sign_in_required:
    'Please sign in first: we e-mail a code to the address on file for this pass. Nothing was changed.',
  mail_cooldown: 'We just sent an e-mail to this address. Please check your inbox, or wait and try again.',
  card_assignment_conflict:
    'This pass was given another card a moment ago. Reload the page to see it; nothing was changed.',
  api_unavailable: 'The API is not reachable. Try again in a moment.',
  waitlist_entry_not_found:
    'We could not find this waitlist entry. Open the latest link we e-mailed you, or join the waitlist again.',
  waitlist_offer_not_open: 'There is no open offer to decline: the offer has ended or was never made.',
  waitlist_no_space:
    'No space is free to offer. Raise the online sales limit or free a space first, then send the offer.',
  waitlist_empty: 'Nobody is waiting: no confirmed person is on the waitlist.',
  waitlist_offer_email_mismatch:
    'This offer was made to another e-mail address. Use the e-mail the offer was sent to.',
  waitlist_offer_expired:
    'This offer has ended: the space was released. Join the waitlist again or check for free spaces.',
  no_space_to_reactivate:
    'All spaces are taken right now, so this pass cannot be made active again. Nothing was charged or changed.',
  plate_has_pass:
    'This plate already has an active pass. Search for its customer instead of adding the vehicle again.',
  renewal_in_past:
    'The next renewal date is before today, so this pass has already ended. Enter the date the customer has paid up to.',
  import_has_errors:
    'Some rows have errors, so nothing was imported. Check the file again, fix the rows shown and import it again.',
  csv_unreadable:
    'The file could not be read as CSV. Save it from your spreadsheet as CSV (comma or semicolon separated) and try again.',
  csv_columns_missing:
    'The first row must name the columns (first_name, email, phone, plate, make, model, year, plan, start_date, next_renewal_date). Download the sample file to see them.',
  csv_too_many_rows:
    'The file has too many rows. Split it into files of at most 5000 rows and import each one.',
  duplicate_in_file: 'Another row of this file has the same e-mail or plate. Keep one of them.',
  no_saved_card: 'No card is saved for this pass. Pay with a card instead.',
  saved_card_authentication_required:
    'Your bank wants to confirm this payment with you. Pay with the card form instead; nothing was charged.',
  loss_fee_changed: 'The fee changed since the page was opened. Check the new amount, then pay again.',
  json_required: 'Send the body as JSON, with the header Content-Type: application/json.',
  cross_site_request:
    'This request came from another site, so nothing was changed. Open the garage’s own page and try again there.',
  captcha_pass_used:
    'This security check was already used to start a checkout. Please confirm again that you are not a robot, then pay.',
  autopay_already_on: 'Autopay is already on for this pass.',
  plate_on_file:
    'Another vehicle on file (of an ended pass) has that plate, so this vehicle cannot take it. Check the plate, or look that vehicle up.',
  vehicle_banned: 'This vehicle is banned: its plate cannot be changed.',
  device_key_invalid:
    'This device key is not valid: it is wrong, was rotated or was revoked. Ask staff for the current key.',
  gate_device_not_found: 'That gate device was not found.',
  gate_device_revoked: 'That gate device was revoked: register it again to give it a new key.',
  cursor_expired:
    'This cursor is older than the changes the feed keeps. Load the full list again (GET /api/access/credentials) and follow its cursor.',
  password_too_short: 'The password must be at least 12 characters. A few unrelated words make a good one.',
  password_too_common:
    'That password is on the lists attackers try first. Choose another: a few unrelated words make a good one.',
  password_too_guessable:
    'That password is too easy to guess (a word, a name, a date or a keyboard pattern). Make it longer or less predictable.',
  password_unchanged: 'The new password must differ from the current one.',
  wrong_password: 'The current password is not right. Type it again.',
  setup_required:
    'Finish setting up your account first: choose a new password and, for admins, a second factor.',
  second_factor_invalid:
    'That code is not right. Type the current 6-digit code from your app, or a recovery code.',
  second_factor_expired:
    'This sign-in took too long or had too many wrong codes. Sign in with your password again.',
  second_factor_locked:
    'Too many wrong codes for this account. Wait before trying again, or ask an admin to reset your second factor.',
  second_factor_required: 'Admins must keep a second factor. Set up a new one instead of removing it.',
  second_factor_not_started: 'Start the set-up first: scan the new QR code, then type a code from it.',
  staff_link_invalid: 'This link has expired or was already used. Ask an admin to send a new one.',
  staff_user_not_found: 'That staff member was not found.',
  staff_username_taken: 'Another staff member already has that username. Choose another.',
  staff_email_taken: 'Another staff member already has that e-mail address.',
  staff_email_missing: 'This staff member has no e-mail address to send the link to. Set one first.',
  own_account: 'You cannot do this to your own account. Ask another admin.',
  staff_user_disabled: 'This person is disabled. Enable them first, then send the link.',
  refund_request_pending:
    'A refund of this pass is already waiting for approval. Approve or decline it on the checklist first.',
  refund_request_not_found: 'Refund request not found',
  refund_request_decided:
    'This refund request was already approved or declined. Reload to see what happened.',
  refund_own_request: 'You asked for this refund, so another person must approve it.',
  refund_amount_changed:
    'The pass was paid again since this refund was asked for, so the amount changed. Decline this request and ask again.',
  erase_confirmation_mismatch:
    'The e-mail typed is not the customer’s e-mail on file. Nothing was erased; type it again.',
  customer_erased: 'This customer’s personal data was already erased.',
  plate_limit_reached: 'This pass already has 4 plates. Remove one before adding another.',
  plate_change_limit:
    'This pass had 7 plate changes in the last 7 days. You can change plates again at the time given in next_change_at.',
  plate_on_other_pass:
    'That plate cannot be added: it is on another pass or not allowed here. Check the plate, or call the garage office.',
  plate_already_on_pass: 'That plate is already on this pass.',
  plate_not_on_pass: 'That plate is not on this pass (it may have been removed already). Reload the list.',
  receipt_not_found: 'There is no such payment on this pass. Reload your receipts list.',
  plate_end_out_of_range:
    'A temporary plate must end today or within the next 30 days (max_date is the latest day).',
  pass_not_live: 'This pass has ended, so its plates can no longer be changed.',
  cancel_already_pending:
    'This pass is already set to end on its last day. Undo that cancellation first if you want to change it.',
  pass_not_cancelable:
    'This pass has already ended or lapsed, so there is nothing to cancel. Renew it if you want to park again.',
  pause_too_long:
    'The garage allows shorter pauses than that. Choose one of the lengths the pause page offers.',
  cancel_not_pending: 'This pass has no cancellation waiting (it may have ended already). Reload the page.',
  pause_needs_autopay:
    'Only a pass on autopay can be paused. Turn autopay on first, or let the pass run to its end.',
  pass_already_paused: 'This pass is already paused. It resumes on the date shown on the pause page.',
  pause_too_recent:
    'This pass was paused less than 12 months ago. A pause can be asked again from allowed_from.',
  price_change_too_soon:
    'Autopay customers must be told at least 30 days before a new price applies. Choose an effective date on or after earliest_date.',
  metrics_token_invalid: 'Send the metrics token (METRICS_TOKEN) as Authorization: Bearer <token>.',
  metrics_local_only:
    'Metrics are served only to this machine. Scrape from the API host, or set METRICS_TOKEN and send it as a Bearer token.',
} as const satisfies Partial<Record<ErrorCode, string>>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
