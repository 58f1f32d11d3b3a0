import { Alert } from 'design-system/components/alert';
import { Card } from 'design-system/components/card';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LookupForm } from '../../lib/lookup-form';
import { PassPayment } from '../../lib/pass-payment';
import { type Pass, portalApi, type RenewStart } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

/** /renew?email&plate: one month at the one-time price, SPEC section 8's rules checked by the server. */
export function RenewPage() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const pass = usePassParams();
  const [started, setStarted] = useState<RenewStart | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pass) return;
    setStarted(null);
    setError(null);
    portalApi
      .renew({ ...pass, language })
      .then(setStarted, (failure: unknown) => setError(portalErrorText(failure, t)));
  }, [pass, language, t]);

  return (
    <Container width="narrow">
      <PageHeader title={t('renew.title')} />
      {!pass ? (
        <LookupForm
          initial={{ email: '', plate: '' }}
          busy={false}
          error={null}
          onSubmit={(next: Pass) => navigate(`/renew${passSearch(next)}`)}
          submitLabel={t('renew.continue')}
        />
      ) : error ? (
        <Stack gap={3}>
          <Alert tone="warning">{error}</Alert>
          <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>
        </Stack>
      ) : !started ? (
        <Loading />
      ) : (
        <Stack gap={4}>
          <Card title={t('renew.summary')}>
            <p>
              {t('renew.period', {
                start: formatLongDate(started.new_period_start, language),
                end: formatLongDate(started.new_renewal_date, language),
              })}
            </p>
            <p>
              <strong>{t('renew.amount', { amount: formatMoney(started.amount_cents) })}</strong>
            </p>
          </Card>
          <PassPayment
            amountCents={started.amount_cents}
            start={async () => started}
            renderPaid={(paid) => (
              <Stack gap={3}>
                <Alert tone="success" title={t('renew.paid')}>
                  {paid.next_renewal_date
                    ? t('renew.paidUntil', { date: formatLongDate(paid.next_renewal_date, language) })
                    : null}
                </Alert>
                <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>
              </Stack>
            )}
          />
        </Stack>
      )}
    </Container>
  );
}
