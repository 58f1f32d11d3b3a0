import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Container, PageHeader } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'expired' }
  | { kind: 'failed'; text: string };

/** /pay?token=: an e-mailed link (autopay enable or card update) sent on to the provider's set-up page. */
export function PayPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'missing' });

  useEffect(() => {
    if (!token) return;
    let active = true;
    portalApi.checkoutInit(token).then(
      ({ url }) => window.location.assign(url),
      (failure: unknown) => {
        if (!active) return;
        const code = readApiError(failure)?.code;
        if (code === 'link_expired' || code === 'link_not_found') setState({ kind: 'expired' });
        else setState({ kind: 'failed', text: portalErrorText(failure, t) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  if (state.kind === 'loading') {
    return (
      <Container width="narrow">
        <PageHeader title={t('pay.opening')} />
        <Loading />
      </Container>
    );
  }
  const title =
    state.kind === 'missing'
      ? t('pay.missing')
      : state.kind === 'expired'
        ? t('pay.expired')
        : t('pay.failed');
  const text =
    state.kind === 'missing'
      ? t('pay.missingText')
      : state.kind === 'expired'
        ? t('pay.expiredText')
        : state.text;
  return (
    <Container width="narrow">
      <PageHeader title={title} />
      <Alert tone="warning">{text}</Alert>
      <p>
        <Link to="/payments">{t('portal.backToPayments')}</Link>
      </p>
    </Container>
  );
}
