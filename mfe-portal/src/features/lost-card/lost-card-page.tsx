import { Alert } from 'design-system/components/alert';
import { buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LookupForm } from '../../lib/lookup-form';
import { type Pass, portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { passSearch, usePassParams } from '../../lib/use-pass-params';

type Found = { pass: Pass; allowed: boolean; feeCents: number | null };

/** /lost-card: look the pass up, then the fee screen (or why it cannot be paid). */
export function LostCardPage() {
  const t = useT();
  const initial = usePassParams() ?? { email: '', plate: '' };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);

  async function lookUp(pass: Pass) {
    setBusy(true);
    setError(null);
    try {
      const [answer, items] = await Promise.all([portalApi.lookup(pass), portalApi.lossFeeItem()]);
      const feeCents = items[0]?.price_cents ?? answer.loss_fee?.amount_cents ?? null;
      setFound({ pass, allowed: answer.loss_payment_allowed, feeCents });
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container width="narrow">
      <PageHeader title={t('lostCard.title')} description={found ? undefined : t('lostCard.intro')} />
      {!found ? (
        <LookupForm
          initial={initial}
          busy={busy}
          error={error}
          onSubmit={(pass) => void lookUp(pass)}
          submitLabel={t('lostCard.lookUp')}
        />
      ) : !found.allowed ? (
        <Stack gap={3}>
          <Alert tone="warning">{t('portal.errors.noCardAssigned')}</Alert>
          <Link to={`/payments${passSearch(found.pass)}`}>{t('portal.backToPayments')}</Link>
        </Stack>
      ) : (
        <Card title={t('lostCard.feeTitle')}>
          <Stack gap={3}>
            <p>{t('lostCard.feeText', { amount: formatMoney(found.feeCents) })}</p>
            <Link
              className={buttonClassName({ variant: 'primary', fullWidth: true })}
              to={`/lost-card/checkout${passSearch(found.pass)}`}
            >
              {t('lostCard.payFee', { amount: formatMoney(found.feeCents) })}
            </Link>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
