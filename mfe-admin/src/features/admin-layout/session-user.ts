import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { decodeJwtPayload } from 'design-system/session/session';

/** The signed-in username: the token's `sub` claim (the API signs it), else null. */
export function usernameFromToken(token: string | null): string | null {
  if (!token) return null;
  const sub = decodeJwtPayload(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

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
