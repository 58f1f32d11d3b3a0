import { Alert } from 'design-system/components/alert';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';
import type { Pass } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { FeePaid, LossFeePayment } from './loss-fee-payment';
import { useLossFee } from './use-loss-fee';

/**
 * /lost-card/checkout?email&plate: signed in, pays the replacement fee: with the saved card when the pass
 * has one (the card form second), else with the shared card form.
 */
export function LostCardCheckoutPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('lostCard.checkoutTitle')} />
      <SignInGate requested={requested} next="/lost-card" intro={t('lostCard.intro')}>
        {(pass) => <LostCardCheckout key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

/** The fee (a read: nothing starts), then the card form; Pay starts the payment. */
function LostCardCheckout({ pass }: { pass: Pass }) {
  const t = useT();
  const { found, error } = useLossFee(pass);

  const back = <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>;
  if (error || found?.allowed === false || found?.feeCents === null) {
    return (
      <Stack gap={3}>
        <Alert tone="warning">{error ? portalErrorText(error, t) : t('portal.errors.noCardAssigned')}</Alert>
        {back}
      </Stack>
    );
  }
  if (!found) return <Loading />;
  const feeCents = found.feeCents ?? 0;
  return (
    <Stack gap={4}>
      <p>
        {found.cardLast4
          ? t('lostCard.forCard', { card: `····${found.cardLast4}`, plate: pass.plate })
          : t('lostCard.forPlate', { plate: pass.plate })}
      </p>
      <p>{t('lostCard.feeText', { amount: formatMoney(feeCents) })}</p>
      <LossFeePayment
        pass={pass}
        feeCents={feeCents}
        savedCard={found.savedCard}
        renderPaid={() => (
          <Stack gap={3}>
            <FeePaid />
            {back}
          </Stack>
        )}
      />
    </Stack>
  );
}
