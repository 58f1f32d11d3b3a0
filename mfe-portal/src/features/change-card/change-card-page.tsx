import type { CardConfirmResponse } from 'api/contract/autopay';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import { PaymentForm } from 'payment-ui/payment-form';
import type { PaymentFormHandle, PaymentFormStatus } from 'payment-ui/payment-form-types';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pass } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { useConfirmCard } from './api/use-confirm-card';
import { useStartCardSetup } from './api/use-start-card-setup';

/**
 * /change-card?email&plate: signed in (the session is the proof the mailbox is the customer's), the
 * new card is saved in setup mode right away; signed out, the sign-in form first. Saved, the screen
 * says what the server did with it: a renewal the old card left unpaid is charged at once (paid, or
 * declined and another card asked for), and when the next automatic charge is and for how much.
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
  const startCardSetup = useStartCardSetup(pass);
  const confirmCard = useConfirmCard(pass);
  // The whole save, not one request: it also waits for the card form and the provider's own steps.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<CardConfirmResponse | null>(null);
  // A card the bank refused for the unpaid renewal: its text stays above the form for the next card.
  const [declined, setDeclined] = useState<CardConfirmResponse | null>(null);
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
      const setup = await startCardSetup.mutateAsync();
      const result = await form.confirmSetup(setup.client_secret);
      if (result.error) return setError(paymentErrorText(result.error, t));
      if (result.status !== 'succeeded') return setError(notCompletedText('setup', result.status, t));
      const answer = await confirmCard.mutateAsync(setup.setup_intent_id);
      if (answer.charged_now?.status === 'failed') setDeclined(answer);
      else setSaved(answer);
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4}>
      {saved ? (
        <CardSaved saved={saved} />
      ) : (
        <>
          {declined?.charged_now ? (
            <Alert tone="warning">
              {t('changeCard.chargeDeclined', {
                last4: declined.card_last4,
                amount: formatMoney(declined.charged_now.amount_cents),
              })}
            </Alert>
          ) : null}
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

/** What happened with the saved card: charged now (the unpaid renewal), and the next automatic charge. */
function CardSaved({ saved }: { saved: CardConfirmResponse }) {
  const t = useT();
  const { language } = useLanguage();
  const { card_last4: last4, charged_now: charged, next_charge: next } = saved;
  return (
    <Alert tone="success" title={t(charged ? 'changeCard.doneCharged' : 'changeCard.done')}>
      <Stack gap={1}>
        {charged ? (
          <span>{t('changeCard.chargedNow', { last4, amount: formatMoney(charged.amount_cents) })}</span>
        ) : null}
        <span>
          {next
            ? t(charged ? 'changeCard.nextCharge' : 'changeCard.savedNext', {
                last4,
                amount: formatMoney(next.amount_cents),
                date: formatLongDate(next.date, language),
              })
            : t('changeCard.saved', { last4 })}
        </span>
      </Stack>
    </Alert>
  );
}
