import { useT } from 'design-system/i18n/language';
import './landing.css';

/** The build version lets support (and the redeploy end-to-end test) tell which build is live. */
export function LandingFooter() {
  const t = useT();
  return (
    <footer className="signup-landing-footer">
      <p>{t('landing.hero.garageName')}</p>
      <p data-testid="app-version">{t('landing.footer.version', { version: __APP_VERSION__ })}</p>
    </footer>
  );
}
