import { useMutation } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Stack } from 'design-system/components/layout';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { notCompletedText, paymentErrorText } from 'payment-ui/payment-error-text';
import { PaymentForm } from 'payment-ui/payment-form';
import type { PaymentFormHandle, PaymentFormStatus } from 'payment-ui/payment-form-types';
import { type ReactNode, useRef, useState } from 'react';
import { type PaymentState, portalApi, type StartedPayment } from './portal-api';
import { portalErrorText } from './portal-error-text';

const POLL_MS = 1500;
const POLL_TRIES = 40;

/** Asks GET payment?id until the provider's event has been applied (paid) or refused. */
export async function waitForPayment(id: string): Promise<PaymentState> {
  let last = await portalApi.payment(id);
  for (let i = 0; last.status === 'open' && i < POLL_TRIES; i++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    last = await portalApi.payment(id);
  }
  return last;
}

/**
 * Pays a renewal or a lost-card fee with the shared card form. Nothing is started when the page opens:
 * the customer's tap on Pay asks the server for the payment intent (`start`), the form confirms it
 * (3-D Secure included), then the page waits for the payment to be applied. A second tap after a
 * declined card confirms the same intent again, as the provider allows, instead of starting another.
 */
export function PassPayment({
  amountCents,
  start,
  renderPaid,
  onPaid,
}: {
  amountCents: number;
  start: () => Promise<StartedPayment>;
  renderPaid: (state: PaymentState) => ReactNode;
  /** Told once the payment is applied, for a page that shows more than this form (its own errors). */
  onPaid?: (state: PaymentState) => void;
}) {
  const t = useT();
  const formRef = useRef<PaymentFormHandle | null>(null);
  const [status, setStatus] = useState<PaymentFormStatus>({ complete: false, brand: null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaymentState | null>(null);
  const started = useRef<StartedPayment | null>(null);
  const starting = useMutation({ mutationFn: () => start() });

  async function pay() {
    const form = formRef.current;
    if (!form) return;
    setBusy(true);
    setError(null);
    try {
      const problem = await form.prepare();
      if (problem) return setError(paymentErrorText(problem, t));
      started.current ??= await starting.mutateAsync();
      const payment = started.current;
      const result = await form.confirmPayment(payment.client_secret);
      if (result.error) return setError(paymentErrorText(result.error, t));
      if (result.status !== 'succeeded' && result.status !== 'processing') {
        return setError(notCompletedText('payment', result.status, t));
      }
      const state = await waitForPayment(payment.payment_id);
      // Settled without being applied: that intent is spent, a next tap starts a new one.
      if (state.status !== 'open' && state.status !== 'paid') started.current = null;
      if (state.status === 'paid') {
        setPaid(state);
        onPaid?.(state);
      } else if (state.status === 'refunded')
        setError(state.refund_reason === 'amex' ? t('paymentForm.errors.amex') : t('portalPay.refunded'));
      else setError(notCompletedText('payment', state.status, t));
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (paid) return <>{renderPaid(paid)}</>;
  return (
    <Stack gap={4}>
      <PaymentForm
        mode="payment"
        amountCents={amountCents}
        formRef={formRef}
        onStatusChange={setStatus}
        disabled={busy}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <p className="portal-hint">{t('portalPay.chargedOnTap')}</p>
      <Button
        variant="primary"
        fullWidth
        loading={busy}
        disabled={!status.complete}
        onClick={() => void pay()}
      >
        {t('portalPay.pay', { amount: formatMoney(amountCents) })}
      </Button>
    </Stack>
  );
}
