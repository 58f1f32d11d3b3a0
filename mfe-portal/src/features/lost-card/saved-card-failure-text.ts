import { readApiError } from 'api/client';
import { formatMoney } from 'design-system/format/money';
import type { TFunction } from 'design-system/i18n/language';
import { paymentErrorText } from 'payment-ui/payment-error-text';
import { portalErrorText } from '../../lib/portal-error-text';

/** The codes after which the customer pays with another card: the saved one cannot pay now. */
const OTHER_CARD_CODES = new Set([
  'saved_card_declined',
  'saved_card_authentication_required',
  'no_saved_card',
]);

export type SavedCardFailure = {
  text: string;
  useOtherCard: boolean;
  /** The bank refused the saved card itself (a decline, or 3-D Secure it cannot give unattended). */
  refused: boolean;
};

/** A failed saved-card payment in the customer's language, with the bank's reason when it gave one. */
export function savedCardFailure(failure: unknown, t: TFunction): SavedCardFailure {
  const info = readApiError(failure);
  const useOtherCard = OTHER_CARD_CODES.has(info?.code ?? '');
  const refused = info?.code === 'saved_card_declined' || info?.code === 'saved_card_authentication_required';
  if (info?.code === 'saved_card_declined') {
    const reason = paymentErrorText(
      {
        type: 'card_error',
        code: info.details.payment_code ?? 'card_declined',
        ...(info.details.decline_code ? { decline_code: info.details.decline_code } : {}),
        message: '',
      },
      t,
    );
    return { text: t('lostCard.savedCardDeclined', { reason }), useOtherCard, refused };
  }
  if (info?.code === 'loss_fee_changed') {
    const amount = Number(info.details.amount_cents);
    return {
      text: Number.isFinite(amount)
        ? t('lostCard.feeChanged', { amount: formatMoney(amount) })
        : t('lostCard.feeChangedPlain'),
      useOtherCard,
      refused,
    };
  }
  return { text: portalErrorText(failure, t), useOtherCard, refused };
}
