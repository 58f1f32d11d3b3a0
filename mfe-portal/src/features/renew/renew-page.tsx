import { useQuery } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Card } from 'design-system/components/card';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { Link, useNavigate } from 'react-router-dom';
import { LookupForm } from '../../lib/lookup-form';
import { PassPayment } from '../../lib/pass-payment';
import type { Pass } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { renewalQuoteQuery } from './api/get-renewal-quote';
import { startRenewal } from './api/start-renewal';

/** /renew?email&plate: one month at the one-time price, SPEC section 8's rules checked by the server. */
export function RenewPage() {
  const t = useT();
  const navigate = useNavigate();
  const pass = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('renew.title')} />
      {pass ? (
        <Renewal key={`${pass.email} ${pass.plate}`} pass={pass} />
      ) : (
        <LookupForm
          initial={{ email: '', plate: '' }}
          busy={false}
          error={null}
          onSubmit={(next: Pass) => navigate(`/renew${passSearch(next)}`)}
          submitLabel={t('renew.continue')}
        />
      )}
    </Container>
  );
}

/** The amount and period (a read: nothing starts), then the card form; Pay starts the payment. */
function Renewal({ pass }: { pass: Pass }) {
  const t = useT();
  const { language } = useLanguage();
  const quote = useQuery(renewalQuoteQuery(pass));
  const back = <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>;

  if (quote.isError) {
    return (
      <Stack gap={3}>
        <Alert tone="warning">{portalErrorText(quote.error, t)}</Alert>
        {back}
      </Stack>
    );
  }
  if (!quote.data) return <Loading />;
  const { amount_cents, new_period_start, new_renewal_date } = quote.data;
  return (
    <Stack gap={4}>
      <Card title={t('renew.summary')}>
        <p>
          {t('renew.period', {
            start: formatLongDate(new_period_start, language),
            end: formatLongDate(new_renewal_date, language),
          })}
        </p>
        <p>
          <strong>{t('renew.amount', { amount: formatMoney(amount_cents) })}</strong>
        </p>
      </Card>
      <PassPayment
        amountCents={amount_cents}
        start={() => startRenewal(pass, language)}
        renderPaid={(paid) => (
          <Stack gap={3}>
            <Alert tone="success" title={t('renew.paid')}>
              {paid.next_renewal_date
                ? t('renew.paidUntil', { date: formatLongDate(paid.next_renewal_date, language) })
                : null}
            </Alert>
            {back}
          </Stack>
        )}
      />
    </Stack>
  );
}
