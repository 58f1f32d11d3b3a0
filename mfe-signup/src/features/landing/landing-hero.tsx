import { useT } from 'design-system/i18n/language';
import './landing.css';
import type { ReactNode } from 'react';

/** Top of the landing page; `status` is the live spaces count. */
export function LandingHero({ status }: { status: ReactNode }) {
  const t = useT();
  return (
    <header className="signup-landing-hero">
      <p className="signup-landing-hero__name">{t('landing.hero.garageName')}</p>
      <h1 className="signup-landing-hero__title">{t('landing.hero.title')}</h1>
      <p className="signup-landing-hero__subtitle">{t('landing.hero.subtitle')}</p>
      <div className="signup-landing-hero__status">{status}</div>
    </header>
  );
}
