// Event actions staff see on the checklist (SPEC section 3), plus the one this service adds.
export const EVENT_ACTIONS = [
  'Card assigned',
  'Card re-assigned (same)',
  'Card replaced (reactivation)',
  'Subscription reactivated',
  'Manual renewal',
  'Card lost paid',
  'Card lost – fee paid',
  'Payment received',
  'Vehicle banned',
  'Subscription canceled',
  'Subscription refunded',
  'Autopay toggled',
  'Auto-Pay charged',
  'Auto-Pay failed',
  // Not in SPEC: a pass was sold but its receipt could not be e-mailed; staff should resend it.
  'Receipt e-mail failed',
  // Not in SPEC: the waitlist offers a freed space, sells it through the offer, or lets the offer lapse.
  'Waitlist offer sent',
  'Waitlist offer bought',
  'Waitlist offer expired',
  // Not in SPEC: an offer's e-mail still failed after its retries; staff should reach the person.
  'Waitlist offer e-mail failed',
  // Not in SPEC: a lapsed pass's renewal was paid when no space was left, so it was refunded.
  'Renewal refunded – no space',
  // Not in SPEC: an autopay renewal waits for the customer's 3-D Secure; they were e-mailed a link.
  'Auto-Pay needs confirmation',
  // Not in SPEC: staff brought an existing parker in (one by one or from a CSV file).
  'Customer added',
  // Not in SPEC: a parker brought in took the garage beyond its online limit (they already park there).
  'Online limit exceeded',
  // Not in SPEC: staff changed a vehicle's plate (the customer was e-mailed).
  'Plate changed',
  // Not in SPEC: a refund above the location's threshold waits for a second person's approval
  // (docs/decisions/two-person-refunds.md); approving or declining it completes the event.
  'Refund approval requested',
] as const;

export type EventAction = (typeof EVENT_ACTIONS)[number];
