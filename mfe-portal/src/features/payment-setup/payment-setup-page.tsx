import { Alert } from 'design-system/components/alert';
import { Container, PageHeader } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { portalApi, type SetupResult } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';

/** /payment-setup?session_id=: where the provider's hosted card set-up returns; says what changed. */
export function PaymentSetupPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [result, setResult] = useState<SetupResult | null>(null);
  const [error, setError] = useState<string | null>(sessionId ? null : t('paymentSetup.missing'));

  useEffect(() => {
    if (!sessionId) return;
    portalApi
      .setupResult(sessionId)
      .then(setResult, (failure: unknown) => setError(portalErrorText(failure, t)));
  }, [sessionId, t]);

  let body = <Loading />;
  if (error) body = <Alert tone="danger">{error}</Alert>;
  else if (result && result.status !== 'complete')
    body = <Alert tone="warning">{t('paymentSetup.open')}</Alert>;
  else if (result) {
    body = (
      <Alert tone="success" title={t('paymentSetup.done')}>
        {result.purpose === 'enable_autopay' || result.autopay_enabled ? (
          <p>
            {t('paymentSetup.autopayOn', {
              date: result.next_renewal_date ? formatLongDate(result.next_renewal_date, language) : '—',
            })}
          </p>
        ) : null}
        {result.card_last4 ? <p>{t('paymentSetup.newCard', { last4: result.card_last4 })}</p> : null}
      </Alert>
    );
  }
  return (
    <Container width="narrow">
      <PageHeader title={t('paymentSetup.title')} />
      {body}
      <p>
        <Link to="/payments">{t('portal.backToPayments')}</Link>
      </p>
    </Container>
  );
}
