import { sign, verify } from 'hono/jwt';
import { isRole, type Role } from '../contract/capabilities';

export type StaffSession = { username: string; role: Role };

// Pinned: the algorithm is never taken from the token header (no `none`, no RS/HS confusion).
const ALG = 'HS256';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export function signStaffToken(
  session: StaffSession,
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sub: session.username, role: session.role, iat, exp: iat + TOKEN_TTL_SECONDS }, secret, ALG);
}

/** Resolves to the session, or null for any token that is malformed, forged, expired or role-less. */
export async function verifyStaffToken(token: string, secret: string): Promise<StaffSession | null> {
  try {
    const payload = await verify(token, secret, { alg: ALG });
    // hono only checks `exp` when present; a token without one would never expire.
    if (typeof payload.exp !== 'number') return null;
    if (typeof payload.sub !== 'string' || !isRole(payload.role)) return null;
    return { username: payload.sub, role: payload.role };
  } catch {
    return null;
  }
}
