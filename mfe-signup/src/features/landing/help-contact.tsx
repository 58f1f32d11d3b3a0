import { useLanguage, useT } from 'design-system/i18n/language';
import './landing.css';
import { useId } from 'react';
import type { GarageDetailsState } from './use-garage-details';

/** 'tel:' wants digits only: '+1 (619) 555-0142' -> '+16195550142'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The office's contact as staff saved it (docs/decisions/garage-details.md). It arrives after the
 * page's first paint; each value keeps its place meanwhile (landing.css), so nothing below moves.
 */
export function HelpContact({ garage }: { garage: GarageDetailsState }) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = useId();
  const details = garage.status === 'ready' ? garage.details : null;
  return (
    <section className="signup-help-contact" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('landing.help.title')}</h2>
      <p>{garage.status === 'failed' ? t('landing.help.unavailable') : t('landing.help.intro')}</p>
      <dl className="signup-help-contact__list" aria-busy={garage.status === 'loading'}>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.phoneLabel')}</dt>
          <dd className="signup-help-contact__value">
            {details ? <a href={telHref(details.phone)}>{details.phone}</a> : null}
          </dd>
        </div>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.emailLabel')}</dt>
          <dd className="signup-help-contact__value">
            {details ? <a href={`mailto:${details.email}`}>{details.email}</a> : null}
          </dd>
        </div>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.addressLabel')}</dt>
          <dd className="signup-help-contact__value signup-help-contact__value--address">
            {details ? <address>{details.address}</address> : null}
          </dd>
        </div>
        <div className="signup-help-contact__item">
          <dt>{t('landing.help.hoursLabel')}</dt>
          <dd className="signup-help-contact__value signup-help-contact__value--hours">
            {details ? (
              <>
                <span>{details.hours[language]}</span>
                <br />
              </>
            ) : null}
            {t('landing.help.garageHours')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
