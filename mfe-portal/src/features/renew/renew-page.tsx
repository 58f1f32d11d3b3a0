import { useQuery } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Card } from 'design-system/components/card';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';
import { PassPayment } from '../../lib/pass-payment';
import type { Pass } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { renewalQuoteQuery } from './api/get-renewal-quote';
import { startRenewal } from './api/start-renewal';

/**
 * /renew?email&plate: one month at the one-time price, SPEC section 8's rules checked by the server.
 * Signed in only, like the quote it shows: the period would tell a stranger when the pass renews
 * (docs/decisions/public-answers-reveal-no-records.md). The e-mailed renewal links
 * (`/renew?plate&signin`) sign in by themselves and name the pass by its plate, so the page opens on
 * that pass's renewal with nothing to type, even when this device last used another of its passes.
 */
export function RenewPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('renew.title')} />
      <SignInGate requested={requested} next="/renew" intro={t('renew.signInIntro')}>
        {(pass) => <Renewal key={`${pass.email} ${pass.plate}`} pass={pass} />}
      </SignInGate>
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
        <p>{t('renew.forPlate', { plate: pass.plate })}</p>
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
