import { z } from 'zod';
import type { PassActionResponse } from './subscriptions';
import { rule } from './validation-rules';

// Two people for big money (docs/decisions/two-person-refunds.md): a refund above the pass's location
// threshold waits for another person holding refund_approve. Browser-safe: the checklist and the
// customer profile read these shapes.

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** `GET /refund-requests?status=pending` (every request without a status). */
export const refundRequestsQuerySchema = z.object({
  status: z.enum(REFUND_REQUEST_STATUSES, { error: rule('refund_request_status') }).optional(),
});

export type RefundRequest = {
  id: number;
  subscription_id: number;
  client_id: number;
  /** The customer's name as it is now ('' once erased). */
  customer: string;
  plate: string;
  /** What the refund gives back: the pass's latest paid invoice, in full, as when it was asked. */
  amount_cents: number;
  status: RefundRequestStatus;
  /** Staff usernames: the person who asked, and who approved or declined. */
  requested_by: string;
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
};

/** `GET /refund-requests`: each request, and whether the caller asked for it (then another person decides). */
export type RefundRequestListItem = RefundRequest & { asked_by_you: boolean };

/** `PATCH /subscriptions/{id}/refund-cancel` answered 202: nothing refunded, the request waits. */
export type RefundRequestedResponse = { request: RefundRequest };

/** `POST /refund-requests/{id}/approve`: the request, and the pass as the refund left it. */
export type RefundApprovedResponse = { request: RefundRequest; pass: PassActionResponse };

/** `POST /refund-requests/{id}/decline` */
export type RefundDeclinedResponse = { request: RefundRequest };
