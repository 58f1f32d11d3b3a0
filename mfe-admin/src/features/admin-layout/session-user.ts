import type { MessageKey, TFunction } from 'design-system/i18n/language';

const ROLE_LABELS: Record<string, MessageKey> = {
  admin: 'admin.layout.roles.admin',
  ambassador: 'admin.layout.roles.ambassador',
  manager: 'admin.layout.roles.manager',
};

export function roleLabel(role: string | null, t: TFunction): string {
  if (!role) return t('admin.layout.roles.none');
  const key = ROLE_LABELS[role];
  return key ? t(key) : role;
}
