import { createMiddleware } from 'hono/factory';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import { type StaffSession, verifyStaffToken } from '../lib/staff-token';

export type AuthEnv = { Variables: { staff: StaffSession } };

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

/** Verifies an Authorization header value; throws 401 with a message for the login screen. */
export async function authenticate(header: string | undefined, secret: string): Promise<StaffSession> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw new HttpError(401, 'unauthenticated', undefined, { headers: CHALLENGE });
  const session = await verifyStaffToken(match[1], secret);
  if (!session) throw new HttpError(401, 'session_expired', undefined, { headers: CHALLENGE });
  return session;
}

export function requireAuth(secret: string) {
  const middleware = createMiddleware<AuthEnv>(async (c, next) => {
    c.set('staff', await authenticate(c.req.header('Authorization'), secret));
    await next();
  });
  return withRouteDoc(middleware, { kind: 'auth' });
}
