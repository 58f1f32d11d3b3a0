import type { SubscriptionResponse } from 'api/contract/portal';
import { Alert } from 'design-system/components/alert';
import { buttonClassName } from 'design-system/components/button';
import { Stack } from 'design-system/components/layout';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';

/**
 * The saved card autopay charges stops working within 30 days (or already has): the same warning the
 * 30- and 7-day e-mails give, with the card change one tap away (docs/decisions/card-expiry-notices.md).
 */
export function CardExpiryBanner({
  expiry,
  search,
}: {
  expiry: NonNullable<SubscriptionResponse['card_expiry']>;
  search: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const expired = expiry.days_left < 0;
  const values = {
    brand: expiry.brand.charAt(0).toUpperCase() + expiry.brand.slice(1),
    last4: expiry.last4,
    date: formatLongDate(expiry.last_day, language),
  };
  return (
    <Alert
      tone={expired ? 'danger' : 'warning'}
      title={t(expired ? 'payments.noSurprises.cardExpired' : 'payments.noSurprises.cardExpiring')}
    >
      <Stack gap={2}>
        <span>
          {t(expired ? 'payments.noSurprises.cardStopped' : 'payments.noSurprises.cardWorksThrough', values)}
        </span>
        <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={`/change-card${search}`}>
          {t('payments.noSurprises.changeCard')}
        </Link>
      </Stack>
    </Alert>
  );
}
