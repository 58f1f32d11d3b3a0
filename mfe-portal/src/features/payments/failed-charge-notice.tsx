import { failedChargeOutlook } from 'api/contract/failed-charge-outlook';
import type { AutopayFailure, SubscriptionResponse } from 'api/contract/portal';
import { Alert } from 'design-system/components/alert';
import { Stack } from 'design-system/components/layout';
import { formatLongDate, toCalendarDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';

/**
 * A failed autopay charge: the bank's reason worded from its code, and what the customer may do until
 * the next attempt, from the same outlook the failure e-mail tells (api/contract/failed-charge-outlook):
 * a new card is charged at once; the gate still admits the pass and keeps its space through the last
 * attempt's day; after the last attempt gate access is suspended until the customer pays.
 */
export function FailedChargeNotice({ sub, failure }: { sub: SubscriptionResponse; failure: AutopayFailure }) {
  const t = useT();
  const { language } = useLanguage();
  const date = (value: string) => formatLongDate(value, language);
  const outlook = failedChargeOutlook({
    renewalDate: sub.next_renewal_date,
    passEnded: sub.status !== 'active',
    nextAttemptDate: failure.next_retry_at ? toCalendarDate(failure.next_retry_at) : null,
  });
  const renewed = (from: string | null) =>
    from ? [t('payments.failure.renewedFrom', { from: date(from) })] : [];
  const whatToDo =
    outlook.kind === 'ended'
      ? [t('payments.failure.ended')]
      : outlook.kind === 'no_gap'
        ? [
            t('payments.failure.changeNow'),
            t('payments.failure.retryBeforeEnd', { date: date(outlook.nextAttempt) }),
          ]
        : [
            t(outlook.passEnded ? 'payments.failure.changeNowLapsed' : 'payments.failure.changeNow'),
            t('payments.failure.retryLapsed', { date: date(outlook.nextAttempt) }),
            ...(outlook.graceUntil
              ? [t('payments.failure.graceKept', { until: date(outlook.graceUntil) })]
              : []),
            ...renewed(outlook.renewsFrom),
          ];
  return (
    <Alert tone="warning" title={t('payments.failure.title')}>
      <Stack gap={1}>
        <span>
          {t('payments.failure.charge', {
            amount: formatMoney(failure.amount_cents),
            date: date(failure.failed_at),
          })}{' '}
          {t('payments.failure.reason', {
            reason: t(`payments.failure.declines.${failure.decline_reason}`),
          })}
        </span>
        {whatToDo.map((text) => (
          <span key={text}>{text}</span>
        ))}
      </Stack>
    </Alert>
  );
}
