import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { useT } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import { PaymentForm } from 'payment-ui/payment-form';
import type { PaymentFormHandle, PaymentFormStatus } from 'payment-ui/payment-form-types';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Pass, portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

/**
 * /change-card?email&plate: signed in (the session is the proof the mailbox is the customer's), the
 * new card is saved in setup mode right away; signed out, the sign-in form first.
 */
export function ChangeCardPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('changeCard.title')} />
      <SignInGate requested={requested} next="/change-card" intro={t('changeCard.signInIntro')}>
        {(pass) => <NewCard key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function NewCard({ pass }: { pass: Pass }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [last4, setLast4] = useState<string | null>(null);
  const [status, setStatus] = useState<PaymentFormStatus>({ complete: false, brand: null });
  const formRef = useRef<PaymentFormHandle | null>(null);

  async function saveCard() {
    const form = formRef.current;
    if (!form) return;
    setBusy(true);
    setError(null);
    try {
      const problem = await form.prepare();
      if (problem) return setError(paymentErrorText(problem, t));
      const setup = await portalApi.cardSetup(pass);
      const result = await form.confirmSetup(setup.client_secret);
      if (result.error) return setError(paymentErrorText(result.error, t));
      if (result.status !== 'succeeded') return setError(notCompletedText('setup', result.status, t));
      const saved = await portalApi.cardConfirm({ ...pass, setup_intent_id: setup.setup_intent_id });
      setLast4(saved.card_last4);
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4}>
      {last4 !== null ? (
        <Alert tone="success" title={t('changeCard.done')}>
          {t('changeCard.saved', { last4 })}
        </Alert>
      ) : (
        <>
          <p>{t('changeCard.forPlate', { plate: pass.plate })}</p>
          <PaymentForm
            mode="setup"
            amountCents={0}
            formRef={formRef}
            onStatusChange={setStatus}
            disabled={busy}
          />
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Button
            variant="primary"
            fullWidth
            loading={busy}
            disabled={!status.complete}
            onClick={() => void saveCard()}
          >
            {t('changeCard.save')}
          </Button>
        </>
      )}
      <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>
    </Stack>
  );
}
