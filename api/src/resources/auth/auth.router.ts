import { Hono } from 'hono';
import type { Config } from '../../config';
import { loginInputSchema } from '../../contract/login-input';
import type { Database } from '../../db/open-database';
import { failsWith, succeedsWith } from '../../lib/route-docs';
import { requireAuth } from '../../middleware/auth';
import { clientKey, throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { login, revokeStaffTokens } from './auth.service';

// Per client address across all usernames (unknown ones included): bounds the scrypt work one address
// can ask for; the per-account lockout sits behind it.
const LOGINS_PER_CLIENT = 30;
const LOGIN_WINDOW_MS = 60_000;

export function createAuthRouter(deps: { db: Database; config: Config; now: () => Date }) {
  const signedOut = succeedsWith(204, 'Every session of this staff member ended', { contentType: null });
  return new Hono()
    .post(
      '/login',
      throttle({ bucket: 'login', limit: LOGINS_PER_CLIENT, windowMs: LOGIN_WINDOW_MS }),
      failsWith({ 401: ['invalid_credentials'], 429: ['too_many_attempts'] }),
      validate('json', loginInputSchema),
      async (c) => {
        const result = await login(
          deps.db,
          deps.config.jwtSecret,
          c.req.valid('json'),
          deps.now(),
          clientKey(c),
        );
        return c.json(result, 200);
      },
    )
    .post('/logout', requireAuth(deps), signedOut, (c) => {
      // Ends every session of this user, on every device: tokens carry the version they were issued at.
      revokeStaffTokens(deps.db, c.get('staff').username, deps.now());
      return c.body(null, 204);
    });
}
