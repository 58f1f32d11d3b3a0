import { useQuery } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Container, PageHeader } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { portalErrorText } from '../../lib/portal-error-text';
import { checkoutLinkQuery } from './api/get-checkout-link';

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
  const link = useQuery({ ...checkoutLinkQuery(token ?? ''), enabled: token !== null });
  const url = link.data?.url;

  // The link's answer is a page elsewhere (the provider's): go there as soon as it is known.
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);

  let state: State = { kind: 'loading' };
  if (!token) state = { kind: 'missing' };
  else if (link.isError) {
    const code = readApiError(link.error)?.code;
    state =
      code === 'link_expired' || code === 'link_not_found'
        ? { kind: 'expired' }
        : { kind: 'failed', text: portalErrorText(link.error, t) };
  }

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
