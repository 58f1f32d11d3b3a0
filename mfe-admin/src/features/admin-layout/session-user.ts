import { decodeJwtPayload } from 'design-system/session/session';

/** The signed-in username: the token's `sub` claim (the API signs it), else null. */
export function usernameFromToken(token: string | null): string | null {
  if (!token) return null;
  const sub = decodeJwtPayload(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', ambassador: 'Ambassador' };

export function roleLabel(role: string | null): string {
  if (!role) return 'No role';
  return ROLE_LABELS[role] ?? role;
}
