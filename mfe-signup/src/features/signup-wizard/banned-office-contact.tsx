import type { OfficeContact } from 'api/contract/portal';
import { useLanguage, useT } from 'design-system/i18n/language';

/** Whom a visitor whose e-mail is blocked should talk to: the office contact the API answered. */
export function BannedOfficeContact({ office }: { office: OfficeContact }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <span className="signup-wizard__office">
      {t('wizard.bannedContact.intro')}{' '}
      <span>
        {t('wizard.bannedContact.phone')}:{' '}
        <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
      </span>
      {' · '}
      <span>
        {t('wizard.bannedContact.email')}: <a href={`mailto:${office.email}`}>{office.email}</a>
      </span>
      {' · '}
      <span>
        {t('wizard.bannedContact.hours')}: {office.hours[language]}
      </span>
    </span>
  );
}
