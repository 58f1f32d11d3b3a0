import { type CalendarDate, renewalDateFor } from 'api/contract/calendar-date';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';

/**
 * A pass bought today runs from 00:00 today through 23:45 one month minus a day ahead, both in the
 * garage's calendar (ARCHITECTURE.md, API conventions). `today` is the server's (the public
 * availability answer carries it), never the phone's clock; nothing is shown until it is known.
 */
export function PassValidityNote({ today }: { today: CalendarDate | null }) {
  const t = useT();
  const { language } = useLanguage();
  if (!today) return null;
  return (
    <p className="signup-pass-validity-note" data-testid="pass-validity">
      {t('landing.pricing.validity', { date: formatLongDate(renewalDateFor(today), language) })}
    </p>
  );
}
