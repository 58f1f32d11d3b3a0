import type { PassStatus, SubscriptionResponse } from 'api/contract/portal';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Stack } from 'design-system/components/layout';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { countedKey } from 'design-system/i18n/plural';
import { Link } from 'react-router-dom';
import { ActionReason } from './action-reason';
import { FailedChargeNotice } from './failed-charge-notice';
import { GateStanding } from './gate-standing';

const BADGE_TONE: Record<PassStatus, BadgeTone> = {
  active: 'success',
  expired: 'danger',
  canceled: 'neutral',
  refunded: 'neutral',
  banned: 'danger',
  inactive: 'warning',
  none: 'neutral',
};

/** Statuses with a period the customer held: its end date is worth telling. */
const DATED: readonly PassStatus[] = ['active', 'expired', 'inactive'];

/**
 * The pass as it stands, told truthfully (active, expired N days ago, canceled, refunded, banned,
 * inactive), a failed autopay charge (failed-charge-notice.tsx), and the one next step the API allows:
 * renew, renew later, change the card, or contact the office.
 */
export function PassStatusCard({ sub, search }: { sub: SubscriptionResponse; search: string }) {
  const t = useT();
  const { language } = useLanguage();
  const badge =
    sub.status === 'active'
      ? t(countedKey('payments.dashboard.active', sub.days_left ?? 0), { days: sub.days_left ?? 0 })
      : sub.status === 'expired'
        ? sub.days_ago
          ? t(countedKey('payments.dashboard.expired', sub.days_ago), { days: sub.days_ago })
          : t('payments.dashboard.expiredToday')
        : t(`payments.status.${sub.status}`);
  const renewal = sub.next_renewal_date;
  const failure = sub.autopay_failure;

  return (
    <Card title={t('payments.dashboard.pass')}>
      <Stack gap={3}>
        <p>
          <Badge tone={BADGE_TONE[sub.status]}>{badge}</Badge>
        </p>
        {renewal && DATED.includes(sub.status) ? (
          <p>
            {t(sub.status === 'expired' ? 'payments.dashboard.endedAt' : 'payments.dashboard.validThrough', {
              time: sub.valid_through,
              date: formatLongDate(renewal, language),
            })}
          </p>
        ) : null}
        {sub.status === 'canceled' ||
        sub.status === 'refunded' ||
        sub.status === 'banned' ||
        sub.status === 'inactive' ? (
          <p>{t(`payments.explain.${sub.status}`)}</p>
        ) : null}
        <GateStanding sub={sub} />
        {failure ? <FailedChargeNotice sub={sub} failure={failure} /> : null}
        <NextStepAction sub={sub} search={search} />
      </Stack>
    </Card>
  );
}

/** The main action the API names; never Renew while autopay is on. */
function MainActionButton({ sub, search }: { sub: SubscriptionResponse; search: string }) {
  const t = useT();
  const { language } = useLanguage();
  switch (sub.main_action) {
    case 'renew':
      return (
        <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={`/renew${search}`}>
          {t('payments.actions.renew')}
        </Link>
      );
    case 'change_card':
      return (
        <Link
          className={buttonClassName({ variant: 'primary', fullWidth: true })}
          to={`/change-card${search}`}
        >
          {t('payments.actions.changeCard')}
        </Link>
      );
    case 'manage_card':
      return (
        <Stack gap={2}>
          {sub.next_renewal_date ? (
            <p>
              {t('payments.next.autopayCharge', { date: formatLongDate(sub.next_renewal_date, language) })}
            </p>
          ) : null}
          <Link
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
            to={`/change-card${search}`}
          >
            {t('payments.actions.manageCard')}
          </Link>
        </Stack>
      );
    default:
      return null;
  }
}

function NextStepAction({ sub, search }: { sub: SubscriptionResponse; search: string }) {
  const t = useT();
  const { language } = useLanguage();
  const main = <MainActionButton sub={sub} search={search} />;
  switch (sub.next_step) {
    case 'renew':
    case 'change_card':
      return main;
    case 'none':
      return (
        <>
          {main}
          {sub.status === 'active' ? <ActionReason action={sub.actions.renew} /> : null}
        </>
      );
    case 'renew_later':
      return (
        <p className="portal-hint">
          {t(countedKey('payments.next.renewLater', sub.renew_opens_in_days), {
            days: sub.renew_opens_in_days,
          })}
        </p>
      );
    case 'contact_office': {
      const { office } = sub;
      return (
        <section aria-label={t('payments.office.title')}>
          <Stack gap={1}>
            <p>
              <strong>{t('payments.office.title')}</strong>
            </p>
            <p>{t('payments.office.intro')}</p>
            <p>
              {t('payments.office.phone')}:{' '}
              <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
            </p>
            <p>
              {t('payments.office.email')}: <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
            <p>
              {t('payments.office.hours')}: {office.hours[language]}
            </p>
            <p>
              {t('payments.office.address')}: {office.address}
            </p>
          </Stack>
        </section>
      );
    }
    default:
      return null;
  }
}
