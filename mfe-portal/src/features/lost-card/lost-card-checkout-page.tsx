import { Alert } from 'design-system/components/alert';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PassPayment } from '../../lib/pass-payment';
import { type Pass, portalApi, type StartedPayment } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

/** /lost-card/checkout?email&plate: signed in, pays the replacement fee with the shared card form. */
export function LostCardCheckoutPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('lostCard.checkoutTitle')} />
      <SignInGate requested={requested} next="/lost-card" intro={t('lostCard.intro')}>
        {(pass) => <LostCardCheckout key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function LostCardCheckout({ pass }: { pass: Pass }) {
  const t = useT();
  const { language } = useLanguage();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    portalApi
      .lostCard({ ...pass, language })
      .then(setStarted, (failure: unknown) => setError(portalErrorText(failure, t)));
  }, [pass, language, t]);

  const back = <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>;
  if (error) {
    return (
      <Stack gap={3}>
        <Alert tone="warning">{error}</Alert>
        {back}
      </Stack>
    );
  }
  if (!started) return <Loading />;
  return (
    <Stack gap={4}>
      <p>{t('lostCard.forPlate', { plate: pass.plate })}</p>
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
  );
}
