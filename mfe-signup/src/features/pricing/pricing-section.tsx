import type { CalendarDate } from 'api/contract/calendar-date';
import { Badge } from 'design-system/components/badge';
import { Loading } from 'design-system/components/spinner';
import { formatMoney } from 'design-system/format/money';
import { useT } from 'design-system/i18n/language';
import { useId } from 'react';
import { PassValidityNote } from './pass-validity-note';
import { discountedPriceCents, type PricedPlan } from './plan-prices';
import type { PublicPlansState } from './use-public-plans';
import './pricing-section.css';

function AutopayPrice({ plan }: { plan: PricedPlan }) {
  const t = useT();
  const hasDiscount = plan.discount_percent > 0;
  const discounted = discountedPriceCents(plan);
  const titleId = useId();
  return (
    <article className="signup-price-card signup-price-card--featured" aria-labelledby={titleId}>
      <header className="signup-price-card__header">
        <h3 id={titleId} className="signup-price-card__title">
          {t('landing.pricing.autopayTitle')}
        </h3>
        {hasDiscount ? (
          <Badge tone="success">
            {t('landing.pricing.discountBadge', { percent: plan.discount_percent })}
          </Badge>
        ) : null}
      </header>
      <p className="signup-price-card__price" data-testid="autopay-price">
        <span className="signup-price-card__amount">{formatMoney(discounted)}</span>{' '}
        <span className="signup-price-card__period">
          {hasDiscount ? t('landing.pricing.perMonthFirst3') : t('landing.pricing.perMonth')}
        </span>
      </p>
      {hasDiscount ? (
        <>
          <p className="signup-price-card__full" data-testid="autopay-full-price">
            {t('landing.pricing.fullPrice')} <s>{formatMoney(plan.price_cents)}</s>
            {' · '}
            {t('landing.pricing.thenFullPrice', { price: formatMoney(plan.price_cents) })}
          </p>
          <p className="signup-price-card__note">
            {t('landing.pricing.savings', { amount: formatMoney(plan.price_cents - discounted) })}
          </p>
        </>
      ) : null}
    </article>
  );
}

function OneTimePrice({ plan }: { plan: PricedPlan }) {
  const t = useT();
  const titleId = useId();
  return (
    <article className="signup-price-card" aria-labelledby={titleId}>
      <header className="signup-price-card__header">
        <h3 id={titleId} className="signup-price-card__title">
          {t('landing.pricing.oneTimeTitle')}
        </h3>
      </header>
      <p className="signup-price-card__price" data-testid="one-time-price">
        <span className="signup-price-card__amount">{formatMoney(plan.price_cents)}</span>{' '}
        <span className="signup-price-card__period">{t('landing.pricing.perMonth')}</span>
      </p>
      <p className="signup-price-card__note">{t('landing.pricing.oneTimeNote')}</p>
    </article>
  );
}

/**
 * Monthly pass prices. While loading a spinner; after a failed load only the validity note, dated from
 * the garage's `today` on the server's clock once known.
 */
export function PricingSection({ plans, today }: { plans: PublicPlansState; today: CalendarDate | null }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="signup-pricing-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.pricing.title')}</h2>
      {plans.status === 'loading' ? <Loading /> : null}
      {plans.status === 'ready' && (plans.prices.autopay || plans.prices.oneTime) ? (
        <div className="signup-pricing-section__grid">
          {plans.prices.autopay ? <AutopayPrice plan={plans.prices.autopay} /> : null}
          {plans.prices.oneTime ? <OneTimePrice plan={plans.prices.oneTime} /> : null}
        </div>
      ) : null}
      <PassValidityNote today={today} />
    </section>
  );
}
