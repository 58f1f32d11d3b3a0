import { renewalDateFor, todayInTimeZone } from 'api/contract/calendar-date';
import { formatLongDate, GARAGE_TIME_ZONE } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';

/**
 * A pass bought today runs from 00:00 today through 23:45 one month minus a day ahead, both in the
 * garage's calendar (ARCHITECTURE.md, API conventions), so the date is the garage's, not the phone's.
 */
export function PassValidityNote({ now }: { now?: Date }) {
  const t = useT();
  const { language } = useLanguage();
  const renewal = renewalDateFor(todayInTimeZone(GARAGE_TIME_ZONE, now));
  return (
    <p className="signup-pass-validity-note" data-testid="pass-validity">
      {t('landing.pricing.validity', { date: formatLongDate(renewal, language) })}
    </p>
  );
}
