import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Config } from '../../config';
import { loginInputSchema } from '../../contract/login-input';
import {
  linkPasswordSchema,
  linkTokenSchema,
  ownAccountChangeSchema,
  passwordChangeSchema,
  passwordCheckSchema,
  type SignInAnswer,
  secondFactorInputSchema,
  totpConfirmSchema,
} from '../../contract/staff-accounts';
import type { Database } from '../../db/open-database';
import { idParamSchema } from '../../lib/id-param-schema';
import { documents, failsWith, succeedsWith } from '../../lib/route-docs';
import {
  clearStaffSessionCookie,
  requireAuth,
  setStaffSessionCookie,
  setTrustedDeviceCookie,
  trustedDeviceCookie,
} from '../../middleware/auth';
import { clientAddress, clientKey, throttle } from '../../middleware/throttle';
import type { ThrottleStore } from '../../middleware/throttle-store';
import { validate } from '../../middleware/validate';
import { accountPace, FREE_FAILURES, LONGEST_PAUSE_MS } from './account-pace';
import {
  type ClientInfo,
  changeOwnAccount,
  changePassword,
  confirmTotp,
  endOwnSession,
  LOCKOUT_MS,
  linkInfo,
  MAX_FAILED_ATTEMPTS,
  MAX_SECOND_FACTOR_FAILURES,
  meOf,
  passwordSignIn,
  removeTotp,
  renewRecoveryCodes,
  SECOND_FACTOR_LOCK_MS,
  secondFactorSignIn,
  sessionsOf,
  setPasswordFromLink,
  signOut,
  startTotp,
} from './auth.service';

// Per client address across all usernames (unknown ones included): bounds the scrypt work one address
// can ask for; the per-account lockout and the username's pace sit behind it.
const LOGINS_PER_CLIENT = 30;
const LOGIN_WINDOW_MS = 60_000;
// The factor step and the link pages: a client guessing codes or link tokens is slowed here first.
const FACTOR_TRIES_PER_CLIENT = 10;
const LINK_CALLS_PER_CLIENT = 20;

const clientOf = (c: Context): ClientInfo => ({
  ip: clientKey(c),
  address: clientAddress(c)?.address ?? null,
  userAgent: c.req.header('user-agent') ?? null,
});

export function createAuthRouter(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  throttleStore?: ThrottleStore | undefined;
}) {
  // One per app, so each (test) app starts with no failures counted; the shared store when there is one.
  const pace = accountPace(deps.throttleStore);
  const service = { db: deps.db, secret: deps.config.jwtSecret };
  const paced = documents({
    kind: 'responses',
    responses: {
      429: `\`too_many_attempts\`: ${MAX_FAILED_ATTEMPTS} wrong passwords from one client lock that client out of the account for ${LOCKOUT_MS / 60_000} minutes; after ${FREE_FAILURES} failures for one username from anywhere (known or not), one check per pause, growing up to ${LONGEST_PAUSE_MS / 60_000} minutes, for every client. Retry-After says when.`,
    },
  });
  const signedIn = succeedsWith(
    200,
    '`signed_in`: the session cookie is set (httpOnly; no token is ever in the body). `second_factor`: the password was right; send a code with the challenge to POST /api/auth/login/second-factor.',
  );
  // Calls a person may make while still owing set-up (a new password, a second factor).
  const settingUp = requireAuth(deps, { duringSetup: true });
  const auth = requireAuth(deps);
  const noContent = (description: string) => succeedsWith(204, description, { contentType: null });

  return new Hono()
    .post(
      '/login',
      throttle({ bucket: 'login', limit: LOGINS_PER_CLIENT, windowMs: LOGIN_WINDOW_MS }),
      failsWith({ 401: ['invalid_credentials'], 429: ['too_many_attempts'] }),
      paced,
      signedIn,
      validate('json', loginInputSchema),
      async (c) => {
        const step = await passwordSignIn(
          { ...service, pace },
          c.req.valid('json'),
          clientOf(c),
          trustedDeviceCookie(c),
          deps.now(),
        );
        if (step.kind === 'challenge') {
          return c.json({ status: 'second_factor', challenge: step.challenge } satisfies SignInAnswer, 200);
        }
        setStaffSessionCookie(c, deps.config, step.token);
        return c.json({ status: 'signed_in', me: step.me } satisfies SignInAnswer, 200);
      },
    )
    .post(
      '/login/second-factor',
      throttle({ bucket: 'login-factor', limit: FACTOR_TRIES_PER_CLIENT, windowMs: LOGIN_WINDOW_MS }),
      failsWith({ 401: ['second_factor_invalid', 'second_factor_expired'], 429: ['second_factor_locked'] }),
      documents({
        kind: 'responses',
        responses: {
          429: `\`second_factor_locked\`: ${MAX_SECOND_FACTOR_FAILURES} wrong codes in a row for one person, from anywhere, lock the factor step for ${SECOND_FACTOR_LOCK_MS / 60_000} minutes. A challenge allows 5 tries, then the password is asked again.`,
        },
      }),
      validate('json', secondFactorInputSchema),
      async (c) => {
        const finished = await secondFactorSignIn(service, c.req.valid('json'), clientOf(c));
        setStaffSessionCookie(c, deps.config, finished.token);
        if (finished.trustedDevice) setTrustedDeviceCookie(c, deps.config, finished.trustedDevice);
        return c.json({ status: 'signed_in', me: finished.me } satisfies SignInAnswer, 200);
      },
    )
    .get('/me', settingUp, async (c) => c.json(await meOf(deps.db, c.get('staff').userId), 200))
    .patch(
      '/me',
      settingUp,
      failsWith({ 409: ['staff_email_taken'] }),
      validate('json', ownAccountChangeSchema),
      async (c) =>
        c.json(await changeOwnAccount(deps.db, c.get('staff'), c.req.valid('json'), clientOf(c)), 200),
    )
    .post('/logout', settingUp, noContent('This session ended and its cookie is cleared'), async (c) => {
      await signOut(deps.db, c.get('staff'), clientOf(c));
      clearStaffSessionCookie(c, deps.config);
      return c.body(null, 204);
    })
    .get('/sessions', auth, async (c) => c.json(await sessionsOf(deps.db, c.get('staff')), 200))
    .delete(
      '/sessions/:id',
      auth,
      failsWith({ 404: ['not_found'] }),
      noContent('That session of yours ended'),
      validate('param', idParamSchema),
      async (c) => {
        await endOwnSession(deps.db, c.get('staff'), c.req.valid('param').id, clientOf(c));
        return c.body(null, 204);
      },
    )
    .post(
      '/password',
      settingUp,
      failsWith({
        403: ['wrong_password'],
        422: ['password_too_short', 'password_too_common', 'password_too_guessable', 'password_unchanged'],
      }),
      validate('json', passwordChangeSchema),
      async (c) =>
        c.json(await changePassword(service, c.get('staff'), c.req.valid('json'), clientOf(c)), 200),
    )
    .post('/totp', settingUp, async (c) => c.json(await startTotp(service, c.get('staff')), 200))
    .post(
      '/totp/confirm',
      settingUp,
      failsWith({ 409: ['second_factor_not_started'], 422: ['second_factor_invalid'] }),
      validate('json', totpConfirmSchema),
      async (c) =>
        c.json(await confirmTotp(service, c.get('staff'), c.req.valid('json').code, clientOf(c)), 200),
    )
    .post(
      '/totp/remove',
      auth,
      failsWith({ 403: ['wrong_password'], 409: ['second_factor_required'] }),
      validate('json', passwordCheckSchema),
      async (c) =>
        c.json(await removeTotp(service, c.get('staff'), c.req.valid('json').password, clientOf(c)), 200),
    )
    .post(
      '/recovery-codes',
      auth,
      failsWith({ 403: ['wrong_password'], 409: ['second_factor_not_started'] }),
      validate('json', passwordCheckSchema),
      async (c) =>
        c.json(
          await renewRecoveryCodes(service, c.get('staff'), c.req.valid('json').password, clientOf(c)),
          200,
        ),
    )
    .post(
      '/link',
      throttle({ bucket: 'staff-link', limit: LINK_CALLS_PER_CLIENT, windowMs: LOGIN_WINDOW_MS }),
      failsWith({ 410: ['staff_link_invalid'] }),
      validate('json', linkTokenSchema),
      async (c) => {
        const { link, user } = await linkInfo(deps.db, c.req.valid('json').token);
        return c.json({ username: user.username, purpose: link.purpose }, 200);
      },
    )
    .post(
      '/link/password',
      throttle({ bucket: 'staff-link', limit: LINK_CALLS_PER_CLIENT, windowMs: LOGIN_WINDOW_MS }),
      failsWith({
        410: ['staff_link_invalid'],
        422: ['password_too_short', 'password_too_common', 'password_too_guessable'],
      }),
      validate('json', linkPasswordSchema),
      async (c) => c.json(await setPasswordFromLink(service, c.req.valid('json'), clientOf(c)), 200),
    );
}
