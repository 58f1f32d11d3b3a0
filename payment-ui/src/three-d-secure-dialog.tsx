import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (Stripe's test page has the same two
 * buttons). Closing it counts as failing, as abandoning the bank's page does.
 */
export function ThreeDSecureDialog({
  open,
  amountCents,
  onAnswer,
}: {
  open: boolean;
  amountCents: number | null;
  onAnswer: (outcome: 'complete' | 'fail') => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer('fail')}
      title={t('paymentForm.challenge.title')}
      description={t('paymentForm.challenge.description')}
      closeOnBackdropClick={false}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer('fail')}>
            {t('paymentForm.challenge.fail')}
          </Button>
          <Button onClick={() => onAnswer('complete')}>{t('paymentForm.challenge.complete')}</Button>
        </>
      }
    >
      {amountCents !== null ? (
        <p>{t('paymentForm.challenge.amount', { amount: formatMoney(amountCents) })}</p>
      ) : (
        <p>{t('paymentForm.challenge.saveCard')}</p>
      )}
      <p className="payment-form__note">{t('paymentForm.challenge.sandboxNote')}</p>
    </Dialog>
  );
}
