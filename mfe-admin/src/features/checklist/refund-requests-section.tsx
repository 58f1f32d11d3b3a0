import { useQuery } from '@tanstack/react-query';
import type { RefundRequestListItem } from 'api/contract/refund-requests';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { useConfirm } from 'design-system/components/confirm-dialog';
import { Inline } from 'design-system/components/layout';
import { formatListDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { pendingRefundRequestsQuery } from './api/get-refund-requests';
import { useApproveRefundRequest } from './api/use-approve-refund-request';
import { useDeclineRefundRequest } from './api/use-decline-refund-request';

/**
 * Refunds above the threshold (docs/decisions/two-person-refunds.md), for staff holding refund_approve:
 * each with Approve and Decline, except the person's own, which another person decides.
 */
export function RefundRequestsSection() {
  const t = useT();
  const approveRequest = useApproveRefundRequest();
  const declineRequest = useDeclineRefundRequest();
  const read = useQuery(pendingRefundRequestsQuery());
  const { confirm, confirmDialog } = useConfirm();
  // The request being decided (one at a time), whichever way.
  const busy = approveRequest.isPending
    ? approveRequest.variables
    : declineRequest.isPending
      ? declineRequest.variables
      : null;
  const headingId = useId();

  const decide = async (request: RefundRequestListItem, approve: boolean) => {
    const amount = formatMoney(request.amount_cents);
    const customer = request.customer || `#${request.client_id}`;
    const ok = await confirm({
      title: t(approve ? 'admin.checklist.refunds.approveTitle' : 'admin.checklist.refunds.declineTitle'),
      message: approve
        ? t('admin.checklist.refunds.approveMessage', { amount, customer })
        : t('admin.checklist.refunds.declineMessage'),
      confirmLabel: t(approve ? 'admin.checklist.refunds.approve' : 'admin.checklist.refunds.decline'),
      cancelLabel: t('admin.checklist.refunds.back'),
      tone: approve ? 'danger' : 'default',
    });
    if (!ok) return;
    try {
      if (approve) {
        await approveRequest.mutateAsync(request.id);
        notify.success(t('admin.checklist.refunds.approved', { amount }));
      } else {
        await declineRequest.mutateAsync(request.id);
        notify.success(t('admin.checklist.refunds.declined'));
      }
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  const requests = read.data ?? [];
  return (
    <section aria-labelledby={headingId} aria-busy={read.isFetching || undefined}>
      <h2 id={headingId} className="checklist-page__heading">
        {t('admin.checklist.refunds.heading')}
      </h2>
      {read.isError ? (
        <Alert tone="danger">{adminErrorText(read.error, t, 'admin.checklist.refunds.failed')}</Alert>
      ) : requests.length === 0 ? (
        <p className="checklist-page__empty">
          {read.isPending ? t('admin.checklist.loading') : t('admin.checklist.refunds.empty')}
        </p>
      ) : (
        <ul className="checklist-page__list refund-requests">
          {requests.map((request) => {
            const amount = formatMoney(request.amount_cents);
            const customer = request.customer || `#${request.client_id}`;
            return (
              <li key={request.id} className="refund-requests__item">
                <p className="refund-requests__summary">
                  <Link to={`/admin/customers/${request.client_id}`}>
                    {t('admin.checklist.refunds.summary', { amount, customer, plate: request.plate })}
                  </Link>
                </p>
                <p className="refund-requests__asked">
                  {t('admin.checklist.refunds.askedBy', {
                    person: request.requested_by,
                    date: formatListDate(request.requested_at),
                  })}
                </p>
                {request.asked_by_you ? (
                  <p className="refund-requests__own">{t('admin.checklist.refunds.ownRequest')}</p>
                ) : (
                  <Inline gap={2}>
                    <Button
                      size="sm"
                      variant="danger"
                      loading={busy === request.id}
                      disabled={busy !== null}
                      aria-label={t('admin.checklist.refunds.approveLabel', { amount, customer })}
                      onClick={() => void decide(request, true)}
                    >
                      {t('admin.checklist.refunds.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy !== null}
                      aria-label={t('admin.checklist.refunds.declineLabel', { amount, customer })}
                      onClick={() => void decide(request, false)}
                    >
                      {t('admin.checklist.refunds.decline')}
                    </Button>
                  </Inline>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
