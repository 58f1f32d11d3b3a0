import { Hono } from 'hono';
import type { Config } from '../../config';
import { loginInputSchema } from '../../contract/login-input';
import type { Database } from '../../db/open-database';
import { documents, failsWith, succeedsWith } from '../../lib/route-docs';
import { requireAuth } from '../../middleware/auth';
import { clientKey, throttle } from '../../middleware/throttle';
import { validate } from '../../middleware/validate';
import { accountPace, FREE_FAILURES, LONGEST_PAUSE_MS } from './account-pace';
import { LOCKOUT_MS, login, MAX_FAILED_ATTEMPTS, revokeStaffTokens } from './auth.service';

// Per client address across all usernames (unknown ones included): bounds the scrypt work one address
// can ask for; the per-account lockout and the username's pace sit behind it.
const LOGINS_PER_CLIENT = 30;
const LOGIN_WINDOW_MS = 60_000;

export function createAuthRouter(deps: { db: Database; config: Config; now: () => Date }) {
  // One per app, so each (test) app starts with no failures counted.
  const pace = accountPace();
  const paced = documents({
    kind: 'responses',
    responses: {
      429: `\`too_many_attempts\`: ${MAX_FAILED_ATTEMPTS} wrong passwords from one client lock that client out of the account for ${LOCKOUT_MS / 60_000} minutes; after ${FREE_FAILURES} failures for one username from anywhere (known or not), one check per pause, growing up to ${LONGEST_PAUSE_MS / 60_000} minutes, for every client. Retry-After says when.`,
    },
  });
  const signedOut = succeedsWith(204, 'Every session of this staff member ended', { contentType: null });
  return new Hono()
    .post(
      '/login',
      throttle({ bucket: 'login', limit: LOGINS_PER_CLIENT, windowMs: LOGIN_WINDOW_MS }),
      failsWith({ 401: ['invalid_credentials'], 429: ['too_many_attempts'] }),
      paced,
      validate('json', loginInputSchema),
      async (c) => {
        const result = await login(
          { db: deps.db, secret: deps.config.jwtSecret, pace },
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
