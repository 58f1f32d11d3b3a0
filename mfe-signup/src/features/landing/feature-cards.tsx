import { useT } from 'design-system/i18n/language';
import './landing.css';
import { useId } from 'react';

const FEATURES = ['covered', 'access247', 'cameras', 'walkToBorder', 'inAndOut', 'accessCard'] as const;

type FeatureName = (typeof FEATURES)[number];

const ICONS: Record<FeatureName, string> = {
  covered: 'M3 11 12 4l9 7M5 10v9h14v-9',
  access247: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  cameras: 'M3 7h11v10H3zM14 10l6-3v10l-6-3',
  walkToBorder: 'M13 4a1.5 1.5 0 1 1 0 .01M11 8l-2 5 3 2v5M11 8l3 3 3 1M9 13l-2 7',
  inAndOut: 'M4 8h13l-3-3M20 16H7l3 3',
  accessCard: 'M3 6h18v12H3zM3 10h18M7 15h4',
};

/** The six "what you get" cards of SPEC section 2. */
export function FeatureCards() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="signup-landing-cards" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.features.title')}</h2>
      <ul className="signup-landing-cards__grid signup-landing-cards__grid--features">
        {FEATURES.map((name) => (
          <li key={name} className="signup-landing-card">
            <svg
              className="signup-landing-card__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={ICONS[name]} />
            </svg>
            <h3 className="signup-landing-card__title">{t(`landing.features.${name}.title`)}</h3>
            <p className="signup-landing-card__body">{t(`landing.features.${name}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
