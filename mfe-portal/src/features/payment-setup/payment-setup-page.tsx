import { useQuery } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Container, PageHeader } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { Link, useSearchParams } from 'react-router-dom';
import { portalErrorText } from '../../lib/portal-error-text';
import { setupResultQuery } from './api/get-setup-result';

/** /payment-setup?session_id=: where the provider's hosted card set-up returns; says what changed. */
export function PaymentSetupPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const setup = useQuery({ ...setupResultQuery(sessionId ?? ''), enabled: sessionId !== null });
  const result = setup.data;
  const error = !sessionId
    ? t('paymentSetup.missing')
    : setup.isError
      ? portalErrorText(setup.error, t)
      : null;

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
