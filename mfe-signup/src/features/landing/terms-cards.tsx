import { useT } from 'design-system/i18n/language';
import './landing.css';
import { useId } from 'react';

const TERMS = [
  'oneVehicle',
  'validity',
  'renewalWindow',
  'autopay',
  'lostCard',
  'noRefunds',
  'plateMatch',
  'contents',
  'cancelAnytime',
  'violations',
] as const;

/** SPEC sections 3 and 9: the landing page advertises 12% off the first 3 autopay months. */
export const DEFAULT_AUTOPAY_DISCOUNT_PERCENT = 12;

/** The ten pass-terms cards of SPEC section 2; the discount comes from the autopay plan when known. */
export function TermsCards({ autopayDiscountPercent }: { autopayDiscountPercent?: number }) {
  const t = useT();
  const headingId = useId();
  const percent = autopayDiscountPercent ?? DEFAULT_AUTOPAY_DISCOUNT_PERCENT;
  return (
    <section className="signup-landing-cards" aria-labelledby={headingId} id="pass-terms">
      <h2 id={headingId}>{t('landing.terms.title')}</h2>
      <ol className="signup-landing-cards__grid signup-landing-cards__grid--terms">
        {TERMS.map((name) => (
          <li key={name} className="signup-landing-card signup-landing-card--term">
            <h3 className="signup-landing-card__title">{t(`landing.terms.${name}.title`)}</h3>
            <p className="signup-landing-card__body">
              {name === 'autopay'
                ? t('landing.terms.autopay.body', { percent })
                : t(`landing.terms.${name}.body`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
