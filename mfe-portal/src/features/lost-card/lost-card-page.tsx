import { Alert } from 'design-system/components/alert';
import { buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Pass, portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

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

type Found = { allowed: boolean; feeCents: number | null };

function LostCardFee({ pass }: { pass: Pass }) {
  const t = useT();
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    Promise.all([portalApi.lookup(pass), portalApi.lossFeeItem()]).then(
      ([answer, items]) =>
        setFound({
          allowed: answer.loss_payment_allowed,
          feeCents: items[0]?.price_cents ?? answer.loss_fee?.amount_cents ?? null,
        }),
      (failure: unknown) => setError(portalErrorText(failure, t)),
    );
  }, [pass, t]);

  const back = <Link to={`/payments${passSearch(pass)}`}>{t('portal.backToPayments')}</Link>;
  if (error) {
    return (
      <Stack gap={3}>
        <Alert tone="danger">{error}</Alert>
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
          <p>{t('lostCard.forPlate', { plate: pass.plate })}</p>
          <p>{t('lostCard.feeText', { amount: formatMoney(found.feeCents) })}</p>
          <Link
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
            to={`/lost-card/checkout${passSearch(pass)}`}
          >
            {t('lostCard.payFee', { amount: formatMoney(found.feeCents) })}
          </Link>
        </Stack>
      </Card>
      {back}
    </Stack>
  );
}
