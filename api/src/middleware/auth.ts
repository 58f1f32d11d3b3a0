import type { Statement } from 'better-sqlite3';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import { HttpError } from '../lib/http-error';
import { withRouteDoc } from '../lib/route-docs';
import { type StaffSession, verifyStaffToken } from '../lib/staff-token';

export type AuthEnv = { Variables: { staff: StaffSession } };
export type AuthDeps = { db: Database; config: Pick<Config, 'jwtSecret'> };

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

type LiveUser = { role: string; token_version: number };
// One prepared statement per database: the check runs on every staff request (an indexed lookup).
const liveUserQueries = new WeakMap<Database, Statement<[string], LiveUser>>();

function liveUser(db: Database, username: string): LiveUser | undefined {
  let query = liveUserQueries.get(db);
  if (!query) {
    query = db.$client.prepare<[string], LiveUser>(
      'SELECT role, 0 AS token_version FROM staff_users WHERE username = ?',
    );
    liveUserQueries.set(db, query);
  }
  return query.get(username);
}

/**
 * Verifies an Authorization header value against the signature and the live user: a deleted user, a
 * changed role or a bumped token version (logout, password change) ends the session. Throws 401.
 */
export async function authenticate(header: string | undefined, deps: AuthDeps): Promise<StaffSession> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw new HttpError(401, 'unauthenticated', undefined, { headers: CHALLENGE });
  const claims = await verifyStaffToken(match[1], deps.config.jwtSecret);
  const user = claims && liveUser(deps.db, claims.username);
  if (!claims || !user || user.role !== claims.role || user.token_version !== claims.version) {
    throw new HttpError(401, 'session_expired', undefined, { headers: CHALLENGE });
  }
  return { username: claims.username, role: claims.role };
}

export function requireAuth(deps: AuthDeps) {
  const middleware = createMiddleware<AuthEnv>(async (c, next) => {
    c.set('staff', await authenticate(c.req.header('Authorization'), deps));
    await next();
  });
  return withRouteDoc(middleware, { kind: 'auth' });
}
