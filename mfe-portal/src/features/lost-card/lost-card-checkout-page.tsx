import { Alert } from 'design-system/components/alert';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PassPayment } from '../../lib/pass-payment';
import { portalApi, type StartedPayment } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

/** /lost-card/checkout?email&plate: pays the replacement fee with the shared card form. */
export function LostCardCheckoutPage() {
  const t = useT();
  const { language } = useLanguage();
  const pass = usePassParams();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const [error, setError] = useState<string | null>(pass ? null : t('portal.errors.required'));

  useEffect(() => {
    if (!pass) return;
    portalApi
      .lostCard({ ...pass, language })
      .then(setStarted, (failure: unknown) => setError(portalErrorText(failure, t)));
  }, [pass, language, t]);

  const back = (
    <Link to={pass ? `/payments${passSearch(pass)}` : '/lost-card'}>{t('portal.backToPayments')}</Link>
  );
  return (
    <Container width="narrow">
      <PageHeader title={t('lostCard.checkoutTitle')} />
      {error ? (
        <Stack gap={3}>
          <Alert tone="warning">{error}</Alert>
          {back}
        </Stack>
      ) : !started ? (
        <Loading />
      ) : (
        <Stack gap={4}>
          <p>{t('lostCard.feeText', { amount: formatMoney(started.amount_cents) })}</p>
          <PassPayment
            amountCents={started.amount_cents}
            start={async () => started}
            renderPaid={() => (
              <Stack gap={3}>
                <Alert tone="success" title={t('lostCard.paid')}>
                  {t('lostCard.paidText')}
                </Alert>
                {back}
              </Stack>
            )}
          />
        </Stack>
      )}
    </Container>
  );
}
