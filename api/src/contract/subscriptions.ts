import { z } from 'zod';
import type { SubscriptionStatusKey } from './admin-customers';
import { listSearchParam, pagingParams } from './list-query';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// Staff calls on passes (SPEC sections 2 'Subscriptions list', 4 and 7). Browser-safe.

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

/**
 * The list's Status filter: live = active and not past its renewal date; expired = active but past it;
 * canceled = every ended pass that was not banned (refunded ones too); refunded and banned alone.
 */
export const SUBSCRIPTION_LIST_FILTERS = [
  'all',
  'live',
  'expired',
  'canceled',
  'refunded',
  'banned',
] as const;
export type SubscriptionListFilter = (typeof SUBSCRIPTION_LIST_FILTERS)[number];

/** `GET /subscriptions?status&q&limit&offset&order` */
export const subscriptionsQuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_LIST_FILTERS, { error: rule('subscription_filter') }).default('all'),
  q: listSearchParam,
  ...pagingParams(SUBSCRIPTIONS_PAGE_SIZE),
  order: z
    .enum(['created_at desc', 'created_at asc'], { error: rule('order_value') })
    .default('created_at desc'),
});
export type SubscriptionsQuery = z.input<typeof subscriptionsQuerySchema>;

export type SubscriptionListRow = {
  id: number;
  client_id: number;
  plate: string;
  status_key: SubscriptionStatusKey;
  /** What the Status column shows: live, expired, canceled, refunded, inactive, banned or none. */
  standing: 'live' | 'expired' | 'canceled' | 'refunded' | 'inactive' | 'banned' | 'none';
  start_date: string | null;
  current_period_start: string | null;
  next_renewal_date: string | null;
  customer_name: string;
};

export type SubscriptionListResponse = { data: SubscriptionListRow[]; total: number };

/** Statuses staff with `status_edit` may set from the dropdown (SPEC section 4). */
export const EDITABLE_SUBSCRIPTION_STATUSES = ['active', 'inactive', 'banned'] as const;

const positiveId = wholeNumber(
  z
    .number({ error: rule('card_id_positive') })
    .int(rule('card_id_positive'))
    .positive(rule('card_id_positive')),
);

/**
 * `PATCH /subscriptions/{id}`: exactly one change per call, each with its own capability:
 * `{card_id}` assign_card, `{status_key}` status_edit, `{autopay}` profile_edit. One object with
 * optional members (not a union) so a bad value is reported against its own field and rule.
 * `expected_card_id` (only beside `card_id`) is the card the caller saw on the pass, null or absent
 * for none: if the pass holds another one by then, 409 `card_assignment_conflict` and nothing changes.
 */
export const subscriptionPatchSchema = z
  .strictObject(
    {
      card_id: positiveId.optional(),
      expected_card_id: positiveId.nullable().optional(),
      status_key: z.enum(EDITABLE_SUBSCRIPTION_STATUSES, { error: rule('status_key_value') }).optional(),
      autopay: z.boolean({ error: rule('autopay_boolean') }).optional(),
    },
    { error: rule('subscription_patch') },
  )
  .refine(
    ({ expected_card_id, ...change }) =>
      Object.values(change).filter((value) => value !== undefined).length === 1 &&
      (expected_card_id === undefined || change.card_id !== undefined),
    { message: rule('subscription_patch') },
  );
export type SubscriptionPatchInput = z.input<typeof subscriptionPatchSchema>;

/**
 * What `PATCH /subscriptions/{id}` ({status_key} or {autopay}) and the pass actions (cancel,
 * refund-cancel, ban) answer: the pass as it is now. A `{card_id}` PATCH answers `CardAssignment`.
 */
export type PassActionResponse = {
  id: number;
  status_key: SubscriptionStatusKey;
  autopay: boolean;
  discount_cycles_left: number;
  card_id: number | null;
  /** The card the pass held before a cancel, refund or ban released it to stock. */
  previous_card_id: number | null;
  car_status_key: 'banned' | null;
  /** Refund-and-cancel only: the invoice refunded in full. */
  refund?: { invoice_id: number; amount_cents: number };
};

/** `POST /subscriptions/{id}/send-renewal-email` */
export type RenewalEmailResponse = { sent_to: string };

/**
 * `POST /subscriptions/{id}/send-autopay-link`: the customer was e-mailed the autopay link (the same
 * live link again when one was sent in the last 24 hours: `reused_link`).
 */
export type AutopayLinkResponse = { sent_to: string; reused_link: boolean };
