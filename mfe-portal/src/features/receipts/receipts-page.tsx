import { useQuery } from '@tanstack/react-query';
import type { PassReceiptRow } from 'api/contract/pass-receipts';
import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';
import type { Pass } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { savedCardName } from '../../lib/saved-card-name';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { passReceiptsQuery, receiptPdfUrl } from './api/get-pass-receipts';

/**
 * /receipts?email&plate: every payment of the pass (docs/decisions/receipts-pdf.md), each a PDF in
 * the portal's language, and the next automatic charge. Signed out, the sign-in form first.
 */
export function ReceiptsPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('receipts.title')} />
      <SignInGate requested={requested} next="/receipts" intro={t('receipts.signInIntro')}>
        {(pass) => <PassReceipts key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function PassReceipts({ pass }: { pass: Pass }) {
  const t = useT();
  const { language } = useLanguage();
  const read = useQuery(passReceiptsQuery(pass));
  const back = (
    <Link
      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      to={`/payments${passSearch(pass)}`}
    >
      {t('receipts.back')}
    </Link>
  );
  if (read.error) {
    return (
      <Stack gap={4}>
        <Alert tone="danger">{portalErrorText(read.error, t)}</Alert>
        {back}
      </Stack>
    );
  }
  if (!read.data) return <Loading />;
  const { receipts, next_charge: next } = read.data;
  return (
    <Stack gap={4}>
      {next ? (
        <p>
          {t('receipts.nextCharge', {
            amount: formatMoney(next.amount_cents),
            date: formatLongDate(next.date, language),
          })}
        </p>
      ) : null}
      <Card title={t('receipts.listTitle')}>
        {receipts.length === 0 ? (
          <p>{t('receipts.none')}</p>
        ) : (
          <ul className="portal-receipts" aria-label={t('receipts.listTitle')}>
            {receipts.map((receipt) => (
              <ReceiptRow key={receipt.id} pass={pass} receipt={receipt} />
            ))}
          </ul>
        )}
      </Card>
      {back}
    </Stack>
  );
}

function ReceiptRow({ pass, receipt }: { pass: Pass; receipt: PassReceiptRow }) {
  const t = useT();
  const { language } = useLanguage();
  const date = (day: string) => formatLongDate(day, language);
  return (
    <li className="portal-receipts__row">
      <p>
        <strong>{t('receipts.number', { number: receipt.number })}</strong> ·{' '}
        {date(receipt.date.slice(0, 10))}{' '}
        <Badge tone={receipt.status === 'paid' ? 'success' : 'neutral'}>
          {t(`receipts.status.${receipt.status}`)}
        </Badge>
      </p>
      {receipt.period ? (
        <p>{t('receipts.period', { start: date(receipt.period.start), end: date(receipt.period.end) })}</p>
      ) : null}
      <p>{t('receipts.amount', { amount: formatMoney(receipt.amount_cents) })}</p>
      {receipt.discount_cents ? (
        <p>{t('receipts.discount', { amount: formatMoney(receipt.discount_cents) })}</p>
      ) : null}
      {receipt.card ? <p>{t('receipts.card', { card: savedCardName(receipt.card) })}</p> : null}
      {receipt.refunded_cents > 0 ? (
        <p>{t('receipts.refunded', { amount: formatMoney(receipt.refunded_cents) })}</p>
      ) : null}
      <a href={receiptPdfUrl(pass, receipt.id, language)} download={`${receipt.number}.pdf`}>
        {t('receipts.download', { number: receipt.number })}
      </a>
    </li>
  );
}
