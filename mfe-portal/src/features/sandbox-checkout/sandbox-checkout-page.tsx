import { useQuery } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import type { PaymentFormHandle, PaymentFormStatus } from 'payment-ui/payment-form-types';
import { SandboxCardForm } from 'payment-ui/sandbox-card-form';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { portalErrorText } from '../../lib/portal-error-text';
import { sandboxSessionQuery } from './api/get-sandbox-session';
import { useCompleteSandboxSession } from './api/use-complete-sandbox-session';

/**
 * /sandbox-checkout?session=: the offline sandbox's hosted card set-up page (what Stripe's hosted
 * Checkout is online): save a card in setup mode, then go back where the session says.
 */
export function SandboxCheckoutPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('session');
  const formRef = useRef<PaymentFormHandle | null>(null);
  const loaded = useQuery({ ...sandboxSessionQuery(id ?? ''), enabled: id !== null });
  const session = loaded.data ?? null;
  const [status, setStatus] = useState<PaymentFormStatus>({ complete: false, brand: null });
  const completeSession = useCompleteSandboxSession();
  // The whole save, not one request: it also waits for the card form and the sandbox's 3-D Secure step.
  const [busy, setBusy] = useState(false);
  const [saveError, setError] = useState<string | null>(null);
  const error = !id
    ? t('sandboxCheckout.missing')
    : loaded.isError
      ? portalErrorText(loaded.error, t)
      : saveError;

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
      const { redirect_url } = await completeSession.mutateAsync(id);
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
