import type { PassReceipt } from 'api/contract/billing-response';
import { Alert } from 'design-system/components/alert';
import { buttonClassName } from 'design-system/components/button';
import { Container } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReceiptQuery } from './api/get-receipt';
import { useReceiptPolling } from './use-receipt-polling';
import './success.css';

export interface SuccessPageProps {
  /**
   * Called once the payment is known to have gone through (pass shown, or still being prepared):
   * the route clears the saved wizard and switches the landing page to its thank-you state.
   */
  onPurchaseDone: (receipt: PassReceipt | null) => void;
}

function PassCard({ receipt }: { receipt: PassReceipt }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <article className="signup-success__pass" aria-labelledby="signup-pass-title" data-testid="pass">
      <h2 id="signup-pass-title">{t('success.passTitle')}</h2>
      <dl className="signup-success__details">
        <div>
          <dt>{t('success.plate')}</dt>
          <dd className="signup-success__plate" data-testid="pass-plate">
            {receipt.plate}
          </dd>
        </div>
        <div>
          <dt>{t('success.plan')}</dt>
          <dd data-testid="pass-plan">
            {receipt.autopay ? t('success.planAutopay') : t('success.planOneTime')}
          </dd>
        </div>
        <div>
          <dt>{t('success.amount')}</dt>
          <dd data-testid="pass-amount">{formatMoney(receipt.amount_cents)}</dd>
        </div>
        <div>
          <dt>{t('success.validity')}</dt>
          <dd data-testid="pass-validity">
            {t('success.validFromThrough', {
              from: formatLongDate(receipt.start_date, language),
              fromTime: receipt.valid_from,
              through: formatLongDate(receipt.next_renewal_date, language),
              throughTime: receipt.valid_through,
            })}
          </dd>
        </div>
      </dl>
      {receipt.autopay ? (
        <p className="signup-success__note">
          {receipt.discount_cycles_left > 1
            ? t('success.autopayDiscountNoteOther', {
                date: formatLongDate(receipt.next_renewal_date, language),
                cycles: receipt.discount_cycles_left,
              })
            : receipt.discount_cycles_left === 1
              ? t('success.autopayDiscountNoteOne', {
                  date: formatLongDate(receipt.next_renewal_date, language),
                })
              : t('success.autopayNote', { date: formatLongDate(receipt.next_renewal_date, language) })}
        </p>
      ) : null}
      <p className="signup-success__note">{t('success.emailNote', { email: receipt.email })}</p>
      <p className="signup-success__note">{t('success.cardNote')}</p>
    </article>
  );
}

/** /success: the pass, once the provider's payment has been applied (SPEC sections 2 and 4). */
export function SuccessPage({ onPurchaseDone }: SuccessPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const query = useMemo<ReceiptQuery | null>(() => {
    const paymentIntent = params.get('payment_intent_client_secret');
    const setupIntent = params.get('setup_intent_client_secret');
    return paymentIntent || setupIntent ? { paymentIntent, setupIntent } : null;
  }, [params]);
  const autopay = params.get('ap') === '1';
  const charged = params.get('charged') === '1';
  const state = useReceiptPolling(query);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const done = state.status === 'found' || state.status === 'missing';
  const reported = useRef(false);
  const doneRef = useRef(onPurchaseDone);
  doneRef.current = onPurchaseDone;
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    doneRef.current(state.status === 'found' ? state.receipt : null);
    headingRef.current?.focus();
  }, [done, state]);

  let content = null;
  if (!query) {
    content = <Alert tone="warning">{t('success.noPaymentInformation')}</Alert>;
  } else if (state.status === 'polling') {
    content = (
      <div className="signup-success__waiting" aria-live="polite">
        <Loading />
        <p>{t('success.waiting')}</p>
      </div>
    );
  } else if (state.status === 'found') {
    content = <PassCard receipt={state.receipt} />;
  } else if (state.status === 'refused') {
    content = (
      <Alert tone="warning" title={t('success.refusedTitle')}>
        <p data-testid="receipt-refused">{state.message}</p>
      </Alert>
    );
  } else {
    content = (
      <Alert tone="info" title={t('success.missingTitle')}>
        <p data-testid="receipt-missing">{t('success.missing')}</p>
      </Alert>
    );
  }

  return (
    <Container width="narrow" className="signup-success">
      <h1 ref={headingRef} tabIndex={-1}>
        {query ? t('success.title') : t('success.titleNoPayment')}
      </h1>
      {query ? (
        <p className="signup-success__lead">
          {autopay
            ? t('success.leadAutopay')
            : charged
              ? t('success.leadCharged')
              : t('success.leadReceived')}
        </p>
      ) : null}
      {content}
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        {t('success.home')}
      </Link>
    </Container>
  );
}
