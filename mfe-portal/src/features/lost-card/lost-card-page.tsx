import { Alert } from 'design-system/components/alert';
import { buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
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

/** /lost-card: signed in, the fee screen for the pass (or why it cannot be paid); else the sign-in first. */
export function LostCardPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('lostCard.title')} />
      <SignInGate requested={requested} next="/lost-card" intro={t('lostCard.intro')}>
        {(pass) => <LostCardFee key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function LostCardFee({ pass }: { pass: Pass }) {
  const t = useT();
  const { found, error } = useLossFee(pass);

  const back = <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>;
  if (error) {
    return (
      <Stack gap={3}>
        <Alert tone="danger">{portalErrorText(error, t)}</Alert>
        {back}
      </Stack>
    );
  }
  if (!found) return <Loading />;
  if (!found.allowed) {
    return (
      <Stack gap={3}>
        <Alert tone="warning">{t('portal.errors.noCardAssigned')}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <Card title={t('lostCard.feeTitle')}>
        <Stack gap={3}>
          <p>
            {found.cardLast4
              ? t('lostCard.forCard', { card: `····${found.cardLast4}`, plate: pass.plate })
              : t('lostCard.forPlate', { plate: pass.plate })}
          </p>
          <p>{t('lostCard.feeText', { amount: formatMoney(found.feeCents) })}</p>
          {found.savedCard && found.feeCents !== null ? (
            <LossFeePayment
              pass={pass}
              feeCents={found.feeCents}
              savedCard={found.savedCard}
              renderPaid={() => <FeePaid />}
            />
          ) : (
            <Link
              className={buttonClassName({ variant: 'primary', fullWidth: true })}
              to={`/lost-card/checkout${passSearch(pass)}`}
            >
              {t('lostCard.payFee', { amount: formatMoney(found.feeCents) })}
            </Link>
          )}
        </Stack>
      </Card>
      {back}
    </Stack>
  );
}
