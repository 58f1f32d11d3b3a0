import type { SavedCardSummary } from 'api/contract/portal';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Stack } from 'design-system/components/layout';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notCompletedText } from 'payment-ui/payment-error-text';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { PassPayment, waitForPayment } from '../../lib/pass-payment';
import type { Pass } from '../../lib/portal-api';
import { savedCardName } from '../../lib/saved-card-name';
import { passSearch } from '../../lib/use-pass-params';
import { startLossFee } from './api/start-loss-fee';
import { usePayWithSavedCard } from './api/use-pay-with-saved-card';
import { savedCardFailure } from './saved-card-failure-text';

/** The fee is paid: the lost card is blocked and the receipt is on its way. */
export function FeePaid() {
  const t = useT();
  return (
    <Alert tone="success" title={t('lostCard.paid')}>
      {t('lostCard.paidText')}
    </Alert>
  );
}

/**
 * Pays the loss fee: with a saved card, "Pay $X with Visa •••• 4242" leads and the card form is the
 * second choice; without one, the card form alone. A decline or a bank asking for 3-D Secure shows why
 * and opens the card form below it, on the same screen. Once paid, the screen shows only that it is
 * paid (the refusal is history); after a saved card was refused, it offers to replace that card, since
 * the next automatic charge would go to it (the card form's payment is not kept as a saved card).
 */
export function LossFeePayment({
  pass,
  feeCents,
  savedCard,
  renderPaid,
}: {
  pass: Pass;
  feeCents: number;
  savedCard: SavedCardSummary | null;
  renderPaid: () => ReactNode;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [otherCard, setOtherCard] = useState(savedCard === null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  // The saved card was refused (declined, or its bank wants 3-D Secure): worth replacing.
  const [savedCardRefused, setSavedCardRefused] = useState(false);
  // The amount on the button is the amount sent: the server charges it or refuses (loss_fee_changed).
  const paying = usePayWithSavedCard(pass, language);

  async function payWithSaved() {
    setProblem(null);
    try {
      const result = await paying.mutateAsync(feeCents);
      const state = result.status === 'open' ? await waitForPayment(result.payment_id) : result;
      if (state.status === 'paid') return setPaid(true);
      setOtherCard(true);
      setProblem(
        state.status === 'refunded' ? t('portalPay.refunded') : notCompletedText('payment', state.status, t),
      );
    } catch (error) {
      const failure = savedCardFailure(error, t);
      setProblem(failure.text);
      if (failure.useOtherCard) setOtherCard(true);
      setSavedCardRefused(failure.refused);
    }
  }

  if (paid) {
    return (
      <Stack gap={3}>
        {renderPaid()}
        {savedCardRefused && savedCard ? (
          <Alert tone="info">
            <Stack gap={2}>
              <span>{t('lostCard.replaceSavedCard', { card: savedCardName(savedCard) })}</span>
              <Link to={`/change-card${passSearch(pass)}`}>{t('lostCard.replaceSavedCardLink')}</Link>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      {savedCard && !otherCard ? (
        <Stack gap={3}>
          <p className="portal-hint">{t('lostCard.savedCardHint')}</p>
          <Button variant="primary" fullWidth loading={paying.isPending} onClick={() => void payWithSaved()}>
            {t('lostCard.payWithSaved', { amount: formatMoney(feeCents), card: savedCardName(savedCard) })}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            disabled={paying.isPending}
            onClick={() => setOtherCard(true)}
          >
            {t('lostCard.useAnotherCard')}
          </Button>
        </Stack>
      ) : null}
      {otherCard ? (
        <Stack gap={3}>
          {savedCard ? (
            <p>
              <strong>{t('lostCard.otherCardTitle')}</strong>
            </p>
          ) : null}
          <PassPayment
            amountCents={feeCents}
            start={() => startLossFee(pass, language)}
            renderPaid={renderPaid}
            onPaid={() => {
              setProblem(null);
              setPaid(true);
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
