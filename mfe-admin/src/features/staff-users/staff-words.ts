import type { Role } from 'api/contract/capabilities';
import type { StaffStatus } from 'api/contract/staff-accounts';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';

/** How the staff page words roles, statuses and moments, in the staff member's language. */
export function useStaffWords() {
  const t = useT();
  const { language } = useLanguage();
  return {
    role: (role: Role) => t(`admin.staffUsers.roles.${role}`),
    status: (status: StaffStatus) => t(`admin.staffUsers.statuses.${status}`),
    when: (instant: string | null) =>
      instant ? `${formatListDate(instant)} ${formatTime(instant, language)}` : t('admin.staffUsers.never'),
  };
}
