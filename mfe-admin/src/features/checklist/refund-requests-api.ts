import { api, parseResponse } from 'api/client';
import type { RefundApprovedResponse, RefundDeclinedResponse } from 'api/contract/refund-requests';

export function approveRefundRequest(id: number): Promise<RefundApprovedResponse> {
  return parseResponse(api['refund-requests'][':id'].approve.$post({ param: { id: String(id) } }));
}

export function declineRefundRequest(id: number): Promise<RefundDeclinedResponse> {
  return parseResponse(api['refund-requests'][':id'].decline.$post({ param: { id: String(id) } }));
}
