import { sign, verify } from 'hono/jwt';
import { isRole, type Role } from '../contract/capabilities';

export type StaffSession = { username: string; role: Role };
/** What a token carries: the session plus the user's token version when it was issued. */
export type StaffClaims = StaffSession & { version: number };

// Pinned: the algorithm is never taken from the token header (no `none`, no RS/HS confusion).
const ALG = 'HS256';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

/**
 * `now` must be the real clock (tests may pass another): `verifyStaffToken` checks `iat` and `exp`
 * against the real clock, never against the app clock with the sandbox's test-clock offset.
 */
export function signStaffToken(claims: StaffClaims, secret: string, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign(
    { sub: claims.username, role: claims.role, ver: claims.version, iat, exp: iat + TOKEN_TTL_SECONDS },
    secret,
    ALG,
  );
}

/** Resolves to the claims, or null for any token that is malformed, forged, expired, role- or version-less. */
export async function verifyStaffToken(token: string, secret: string): Promise<StaffClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: ALG });
    // hono only checks `exp` when present; a token without one would never expire.
    if (typeof payload.exp !== 'number') return null;
    if (typeof payload.sub !== 'string' || !isRole(payload.role)) return null;
    if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return null;
    return { username: payload.sub, role: payload.role, version: payload.ver };
  } catch {
    return null;
  }
}
