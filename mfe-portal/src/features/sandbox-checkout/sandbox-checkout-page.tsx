import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import type { PaymentFormHandle, PaymentFormStatus } from 'payment-ui/payment-form-types';
import { SandboxCardForm } from 'payment-ui/sandbox-card-form';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { portalApi, type SandboxSession } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';

/**
 * /sandbox-checkout?session=: the offline sandbox's hosted card set-up page (what Stripe's hosted
 * Checkout is online): save a card in setup mode, then go back where the session says.
 */
export function SandboxCheckoutPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('session');
  const formRef = useRef<PaymentFormHandle | null>(null);
  const [session, setSession] = useState<SandboxSession | null>(null);
  const [status, setStatus] = useState<PaymentFormStatus>({ complete: false, brand: null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(id ? null : t('sandboxCheckout.missing'));

  useEffect(() => {
    if (!id) return;
    portalApi
      .sandboxSession(id)
      .then(setSession, (failure: unknown) => setError(portalErrorText(failure, t)));
  }, [id, t]);

  async function save() {
    const form = formRef.current;
    if (!form || !session || !id) return;
    setBusy(true);
    setError(null);
    try {
      const problem = await form.prepare();
      if (problem) return setError(paymentErrorText(problem, t));
      const result = await form.confirmSetup(session.client_secret);
      if (result.error) return setError(paymentErrorText(result.error, t));
      if (result.status !== 'succeeded') return setError(notCompletedText('setup', result.status, t));
      const { redirect_url } = await portalApi.sandboxComplete(id);
      window.location.assign(redirect_url);
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container width="narrow">
      <PageHeader title={t('sandboxCheckout.title')} description={t('sandboxCheckout.intro')} />
      <Stack gap={4}>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {!session && !error ? <Loading /> : null}
        {session ? (
          <>
            <SandboxCardForm
              mode="setup"
              amountCents={0}
              formRef={formRef}
              onStatusChange={setStatus}
              disabled={busy}
            />
            <Button
              variant="primary"
              fullWidth
              loading={busy}
              disabled={!status.complete}
              onClick={() => void save()}
            >
              {t('sandboxCheckout.save')}
            </Button>
            <a href={session.cancel_url}>{t('sandboxCheckout.cancel')}</a>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
