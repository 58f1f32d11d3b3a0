import { useT } from 'design-system/i18n/language';
import './landing.css';
import { useId } from 'react';

/** 'tel:' wants digits only: '+1 (619) 555-0142' -> '+16195550142'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function HelpContact() {
  const t = useT();
  const headingId = useId();
  const phone = t('landing.help.phone');
  const email = t('landing.help.email');
  return (
    <section className="signup-help-contact" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.help.title')}</h2>
      <p>{t('landing.help.intro')}</p>
      <dl className="signup-help-contact__list">
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.phoneLabel')}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.addressLabel')}</dt>
          <dd>
            <address>{t('landing.help.address')}</address>
          </dd>
        </div>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.hoursLabel')}</dt>
          <dd>
            {t('landing.help.hours')}
            <br />
            {t('landing.help.garageHours')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
