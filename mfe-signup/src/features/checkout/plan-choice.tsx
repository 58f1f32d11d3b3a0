import { DISCOUNT_CYCLES } from 'api/contract/billing-input';
import { Badge } from 'design-system/components/badge';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import type { AutopayOffer, OneTimeOffer } from './checkout-types';

export type PlanKind = 'oneTime' | 'autopay';

/** The two public plans as radio cards, each with what it costs today and after. */
export function PlanChoice({
  oneTime,
  autopay,
  value,
  onChange,
  disabled,
}: {
  oneTime: OneTimeOffer | null;
  autopay: AutopayOffer | null;
  value: PlanKind;
  onChange: (plan: PlanKind) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="signup-checkout__plans" disabled={disabled}>
      <legend className="signup-checkout__legend">{t('checkout.plans.legend')}</legend>
      {autopay ? (
        <label className="signup-checkout__plan" data-testid="plan-autopay">
          <input
            type="radio"
            name="plan"
            value="autopay"
            checked={value === 'autopay'}
            onChange={() => onChange('autopay')}
          />
          <span className="signup-checkout__plan-body">
            <span className="signup-checkout__plan-title">
              {t('checkout.plans.autopay')}{' '}
              {autopay.discountPercent > 0 ? (
                <Badge tone="success">
                  {t('checkout.plans.discountBadge', { percent: autopay.discountPercent })}
                </Badge>
              ) : null}
            </span>
            <span className="signup-checkout__plan-price">
              {autopay.discountPercent > 0
                ? t('checkout.plans.autopayPrice', {
                    price: formatMoney(autopay.discountedCents),
                    months: DISCOUNT_CYCLES,
                    fullPrice: formatMoney(autopay.priceCents),
                  })
                : t('checkout.plans.perMonth', { price: formatMoney(autopay.priceCents) })}
            </span>
            <span className="signup-checkout__plan-note">{t('checkout.plans.autopayNote')}</span>
          </span>
        </label>
      ) : null}
      {oneTime ? (
        <label className="signup-checkout__plan" data-testid="plan-one-time">
          <input
            type="radio"
            name="plan"
            value="oneTime"
            checked={value === 'oneTime'}
            onChange={() => onChange('oneTime')}
          />
          <span className="signup-checkout__plan-body">
            <span className="signup-checkout__plan-title">{t('checkout.plans.oneTime')}</span>
            <span className="signup-checkout__plan-price">
              {t('checkout.plans.oneTimePrice', { price: formatMoney(oneTime.priceCents) })}
            </span>
            <span className="signup-checkout__plan-note">{t('checkout.plans.oneTimeNote')}</span>
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}
