import type { SummaryGroup } from 'api/contract/sales';
import { formatListDate } from 'design-system/format/dates';
import { LOCALES } from 'design-system/i18n/catalog';
import type { Language } from 'design-system/i18n/language';

const monthFormatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A summary row's period as staff read it: days and weeks as list dates (MM-DD-YYYY, a week by its first
 * day), months as 'Mar 2026' / 'mar 2026', years as '2026'. `label` is YYYY-MM-DD, YYYY-MM or YYYY.
 */
export function periodText(label: string, group: SummaryGroup, language: Language): string {
  if (group === 'year') return label.slice(0, 4);
  if (group === 'month') {
    const [year, month] = label.split('-').map(Number);
    if (!year || !month) return label;
    let formatter = monthFormatters.get(language);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(LOCALES[language], {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      monthFormatters.set(language, formatter);
    }
    return formatter.format(new Date(Date.UTC(year, month - 1, 15)));
  }
  const shown = formatListDate(label);
  return shown === '—' ? label : shown;
}
