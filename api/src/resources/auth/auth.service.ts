import { and, count, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import type { LoginInput } from '../../contract/login-input';
import type { RecoveryCodes, StaffMe, StaffSessionRow, TotpStart } from '../../contract/staff-accounts';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { loginAttempts, staffRecoveryCodes, staffUsers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type AuditActor, changedFields, recordAudit } from '../../domain/audit/record-audit';
import { passwordProblem } from '../../domain/staff/password-policy';
import { newRecoveryCodes, recoveryCodeHash } from '../../domain/staff/recovery-codes';
import { findStaffLink, useStaffLink } from '../../domain/staff/staff-links';
import {
  createSignInChallenge,
  createStaffSession,
  dropChallenge,
  endSessionsOf,
  endStaffSession,
  forgetTrustedDevices,
  isTrustedDevice,
  listSessionsOf,
  type StaffSession,
  secondFactorRequired,
  setupStepsOf,
  spendChallengeAttempt,
  trustDevice,
} from '../../domain/staff/staff-sessions';
import {
  acceptedTotpStep,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpUri,
} from '../../domain/staff/totp';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { type AccountPace, tooManyAttempts } from './account-pace';
import { totpQrSvg } from './totp-qr';

// docs/decisions/auth-scrypt-jwt.md: the lockout is per (account, client) pair, so a stranger cannot
// lock staff out from elsewhere; across clients, the username's pace (account-pace.ts) bounds what
// many addresses together may try. docs/decisions/staff-accounts.md: the second factor, set-up and
// the record of every security event.
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
/** Wrong second-factor codes in a row (any client, any challenge) before the factor step locks. */
export const MAX_SECOND_FACTOR_FAILURES = 5;
export const SECOND_FACTOR_LOCK_MS = 15 * 60 * 1000;

export type AuthDeps = { db: Database; secret: string };
/**
 * Where a request came from: `ip` is whose allowance it spends (an IPv4 address or IPv6 /64, what the
 * lockout counts), `address` the full address the session list and the record show.
 */
export type ClientInfo = { ip: string; address: string | null; userAgent: string | null };
type UserRow = typeof staffUsers.$inferSelect;

// Unknown usernames still pay for one scrypt run, so response time does not reveal which exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};

const actorOf = (user: Pick<UserRow, 'username' | 'role'>): AuditActor => ({
  username: user.username,
  role: user.role,
});

export type PasswordStep =
  | { kind: 'session'; token: string; me: StaffMe }
  | { kind: 'challenge'; challenge: string };

/**
 * `now` is the app clock the lockout and pace count on; sessions and challenges live on the real clock
 * (domain/staff/staff-sessions.ts). The password step. Right password and no second factor owed (none set, or this device trusted by
 * this person): a session. Otherwise a challenge for the factor step. Disabled and invited people are
 * refused exactly as a wrong password is.
 */
export async function passwordSignIn(
  deps: AuthDeps & { pace: AccountPace },
  input: Required<LoginInput>,
  client: ClientInfo,
  trustedDevice: string | undefined,
  now: Date = new Date(),
): Promise<PasswordStep> {
  const { db, pace } = deps;
  const username = input.username.trim().toLowerCase();
  // Before the lookup: a paused username is refused alike whether or not it exists.
  await pace.reserve(username, now.getTime());
  const user = await firstRow(db.select().from(staffUsers).where(eq(staffUsers.username, username)).limit(1));
  if (!user) {
    await verifyPassword(input.password, await getDummyHash());
    throw new HttpError(401, 'invalid_credentials');
  }

  // Taken before the slow check: N parallel guesses hold N reservations, so at most
  // MAX_FAILED_ATTEMPTS passwords are ever checked for one pair before it locks.
  let reserved: number;
  try {
    reserved = await reserveAttempt(db, user.id, client.ip, now);
  } catch (error) {
    // A locked pair checks nothing: one address already locked out does not speed up the pace.
    await pace.giveBack(username);
    throw error;
  }

  const right = user.passwordHash !== '' && (await verifyPassword(input.password, user.passwordHash));
  if (!right || user.status !== 'active') {
    await inTransaction(db, async (tx) => {
      await recordAudit(tx, {
        actor: actorOf(user),
        action: 'sign_in_failed',
        target: { type: 'staff_user', id: user.id },
        after: { reason: right ? user.status : 'wrong_password' },
        clientIp: client.address,
        at: now,
      });
      if (reserved >= MAX_FAILED_ATTEMPTS) {
        await tx
          .update(loginAttempts)
          .set({ lockedUntil: new Date(now.getTime() + LOCKOUT_MS).toISOString() })
          .where(and(eq(loginAttempts.staffUserId, user.id), eq(loginAttempts.client, client.ip)));
      }
    });
    if (reserved >= MAX_FAILED_ATTEMPTS) throw lockedError(LOCKOUT_MS);
    throw new HttpError(401, 'invalid_credentials');
  }

  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.staffUserId, user.id), eq(loginAttempts.client, client.ip)));
  await pace.giveBack(username);
  if (user.totpEnabledAt && !(await isTrustedDevice(db, user.id, trustedDevice))) {
    return { kind: 'challenge', challenge: await createSignInChallenge(db, user.id) };
  }
  return { kind: 'session', ...(await startSession(db, user, client, now, 'password')) };
}

async function startSession(
  db: Database,
  user: UserRow,
  client: ClientInfo,
  now: Date,
  how: 'password' | 'second_factor' | 'recovery_code' | 'trusted_device',
) {
  const token = await inTransaction(db, async (tx) => {
    await tx.update(staffUsers).set({ lastSignInAt: now.toISOString() }).where(eq(staffUsers.id, user.id));
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'sign_in',
      target: { type: 'staff_user', id: user.id },
      after: { with: how },
      clientIp: client.address,
      at: now,
    });
    return createStaffSession(tx, user.id, client);
  });
  return { token, me: await meOf(db, user.id) };
}

export type FactorStep = { token: string; me: StaffMe; trustedDevice: string | null };

/** The second-factor step: a current TOTP code or one unused recovery code finishes the sign-in. */
/** `now` is the real clock (the default): an authenticator app knows nothing of the sandbox's test clock. */
export async function secondFactorSignIn(
  deps: AuthDeps,
  input: { challenge: string; code: string; trust_device?: boolean | undefined },
  client: ClientInfo,
  now: Date = new Date(),
): Promise<FactorStep> {
  const { db } = deps;
  const userId = await inTransaction(db, async (tx) => spendChallengeAttempt(tx, input.challenge, now), {
    behavior: 'immediate',
  });
  if (userId === null) throw new HttpError(401, 'second_factor_expired');
  const user = await firstRow(db.select().from(staffUsers).where(eq(staffUsers.id, userId)).limit(1));
  if (user?.status !== 'active' || !user.totpSecret) throw new HttpError(401, 'second_factor_expired');
  if (user.totpLockedUntil && Date.parse(user.totpLockedUntil) > now.getTime()) {
    throw secondFactorLocked(Date.parse(user.totpLockedUntil) - now.getTime());
  }

  const how = await acceptSecondFactor(deps, user, input.code, now);
  if (!how) {
    const locked = await countSecondFactorFailure(db, user, client, now);
    if (locked) {
      await dropChallenge(db, input.challenge);
      throw secondFactorLocked(SECOND_FACTOR_LOCK_MS);
    }
    throw new HttpError(401, 'second_factor_invalid');
  }
  await dropChallenge(db, input.challenge);
  const started = await startSession(db, user, client, now, how);
  const trusted = input.trust_device ? await trustDevice(db, user.id, client.userAgent, now) : null;
  return { ...started, trustedDevice: trusted };
}

/** Checks a TOTP code (never one already used) or spends a recovery code; what was accepted, or null. */
async function acceptSecondFactor(
  deps: AuthDeps,
  user: UserRow,
  code: string,
  now: Date,
): Promise<'second_factor' | 'recovery_code' | null> {
  const { db } = deps;
  if (!user.totpSecret) return null;
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = openTotpSecret(user.totpSecret, deps.secret);
    const step = secret === null ? null : acceptedTotpStep(secret, digits, user.totpLastStep, now);
    if (step === null) return null;
    // Conditional on the step still being older: two requests with one code cannot both pass.
    const taken = await returnedRow(
      db
        .update(staffUsers)
        .set({ totpLastStep: step, totpFailures: 0, totpLockedUntil: null })
        .where(and(eq(staffUsers.id, user.id), sql`coalesce(${staffUsers.totpLastStep}, -1) < ${step}`))
        .returning({ id: staffUsers.id }),
    );
    return taken ? 'second_factor' : null;
  }
  return inTransaction(db, async (tx) => {
    const spent = await returnedRow(
      tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now.toISOString() })
        .where(
          and(
            eq(staffRecoveryCodes.staffUserId, user.id),
            eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id }),
    );
    if (!spent) return null;
    await tx
      .update(staffUsers)
      .set({ totpFailures: 0, totpLockedUntil: null })
      .where(eq(staffUsers.id, user.id));
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'recovery_code_used',
      target: { type: 'staff_user', id: user.id },
      after: { left: await unusedRecoveryCodes(tx, user.id) },
      at: now,
    });
    return 'recovery_code';
  });
}

/** Counts a wrong code against the person; true when that locked the factor step. */
async function countSecondFactorFailure(
  db: Database,
  user: UserRow,
  client: ClientInfo,
  now: Date,
): Promise<boolean> {
  return inTransaction(
    db,
    async (tx) => {
      const row = await returnedRow(
        tx
          .update(staffUsers)
          .set({ totpFailures: sql`${staffUsers.totpFailures} + 1` })
          .where(eq(staffUsers.id, user.id))
          .returning({ failures: staffUsers.totpFailures }),
      );
      const locked = (row?.failures ?? 0) >= MAX_SECOND_FACTOR_FAILURES;
      if (locked) {
        await tx
          .update(staffUsers)
          .set({
            totpFailures: 0,
            totpLockedUntil: new Date(now.getTime() + SECOND_FACTOR_LOCK_MS).toISOString(),
          })
          .where(eq(staffUsers.id, user.id));
      }
      await recordAudit(tx, {
        actor: actorOf(user),
        action: 'second_factor_failed',
        target: { type: 'staff_user', id: user.id },
        after: { locked },
        clientIp: client.address,
        at: now,
      });
      return locked;
    },
    { behavior: 'immediate' },
  );
}

function secondFactorLocked(remainingMs: number): HttpError {
  return tooManyAttempts(remainingMs, 'Too many wrong codes for this account.', 'second_factor_locked');
}

async function unusedRecoveryCodes(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  return (
    (
      await firstRow(
        db
          .select({ n: count() })
          .from(staffRecoveryCodes)
          .where(and(eq(staffRecoveryCodes.staffUserId, userId), isNull(staffRecoveryCodes.usedAt)))
          .limit(1),
      )
    )?.n ?? 0
  );
}

export async function meOf(db: Database, userId: number): Promise<StaffMe> {
  const user = await firstRow(db.select().from(staffUsers).where(eq(staffUsers.id, userId)).limit(1));
  if (!user) throw new HttpError(401, 'session_expired');
  return {
    username: user.username,
    role: user.role,
    email: user.email,
    language: user.language,
    totp_enabled: user.totpEnabledAt !== null,
    setup_required: setupStepsOf(user),
    recovery_codes_left: user.totpEnabledAt ? await unusedRecoveryCodes(db, user.id) : 0,
  };
}

async function userOf(db: Database, session: StaffSession): Promise<UserRow> {
  const user = await firstRow(db.select().from(staffUsers).where(eq(staffUsers.id, session.userId)).limit(1));
  if (!user) throw new HttpError(401, 'session_expired');
  return user;
}

async function checkCurrentPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) throw new HttpError(403, 'wrong_password');
}

/** The policy's verdict as the error a person can act on. */
export function assertUsablePassword(password: string, user: Pick<UserRow, 'username' | 'email'>): void {
  const problem = passwordProblem(password, [user.username, ...(user.email ? user.email.split(/[@.]/) : [])]);
  if (problem) throw new HttpError(422, problem);
}

/**
 * Sets a new password: every other session of the person ends and trusted devices are forgotten
 * (whoever knew the old one is out); the session that changed it stays.
 */
export async function changePassword(
  deps: AuthDeps,
  session: StaffSession,
  input: { current_password: string; new_password: string },
  client: ClientInfo,
  now: Date = new Date(),
): Promise<StaffMe> {
  const user = await userOf(deps.db, session);
  await checkCurrentPassword(user, input.current_password);
  if (input.current_password === input.new_password) throw new HttpError(422, 'password_unchanged');
  assertUsablePassword(input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(eq(staffUsers.id, user.id));
    await endSessionsOf(tx, user.id, session.sessionId);
    await forgetTrustedDevices(tx, user.id);
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'password_changed',
      target: { type: 'staff_user', id: user.id },
      clientIp: client.address,
      at: now,
    });
  });
  return meOf(deps.db, user.id);
}

/** A new secret to scan; it replaces nothing until a code from it is confirmed. */
export async function startTotp(deps: AuthDeps, session: StaffSession): Promise<TotpStart> {
  const user = await userOf(deps.db, session);
  const secret = newTotpSecret();
  await deps.db
    .update(staffUsers)
    .set({ totpPendingSecret: sealTotpSecret(secret, deps.secret) })
    .where(eq(staffUsers.id, user.id));
  const uri = totpUri(secret, user.username);
  return { secret, uri, qr_svg: await totpQrSvg(uri) };
}

/** A code from the new secret turns it on and answers ten fresh recovery codes, shown this once. */
export async function confirmTotp(
  deps: AuthDeps,
  session: StaffSession,
  code: string,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<RecoveryCodes> {
  const user = await userOf(deps.db, session);
  if (!user.totpPendingSecret) throw new HttpError(409, 'second_factor_not_started');
  const pending = openTotpSecret(user.totpPendingSecret, deps.secret);
  // Sealed under a server secret since changed: start again with a new QR code.
  if (pending === null) throw new HttpError(409, 'second_factor_not_started');
  const step = acceptedTotpStep(pending, code, null, now);
  if (step === null) throw new HttpError(422, 'second_factor_invalid');
  const codes = newRecoveryCodes();
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(staffUsers)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now.toISOString(),
        totpLastStep: step,
        totpFailures: 0,
        totpLockedUntil: null,
      })
      .where(eq(staffUsers.id, user.id));
    await replaceRecoveryCodes(tx, user.id, codes, now);
    // A device trusted before this factor existed was trusted without it.
    await forgetTrustedDevices(tx, user.id);
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'totp_enrolled',
      target: { type: 'staff_user', id: user.id },
      after: { replaced: user.totpEnabledAt !== null },
      clientIp: client.address,
      at: now,
    });
  });
  return { recovery_codes: codes };
}

async function replaceRecoveryCodes(tx: DbExecutor, userId: number, codes: string[], now: Date) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, userId));
  await tx.insert(staffRecoveryCodes).values(
    codes.map((code) => ({
      staffUserId: userId,
      codeHash: recoveryCodeHash(code),
      createdAt: now.toISOString(),
    })),
  );
}

/** Ambassadors may drop their second factor (password again); admins and managers must keep one. */
export async function removeTotp(
  deps: AuthDeps,
  session: StaffSession,
  password: string,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<StaffMe> {
  const user = await userOf(deps.db, session);
  await checkCurrentPassword(user, password);
  if (secondFactorRequired(user.role)) throw new HttpError(409, 'second_factor_required');
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, user.id));
    await forgetTrustedDevices(tx, user.id);
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'totp_removed',
      target: { type: 'staff_user', id: user.id },
      clientIp: client.address,
      at: now,
    });
  });
  return meOf(deps.db, user.id);
}

export async function renewRecoveryCodes(
  deps: AuthDeps,
  session: StaffSession,
  password: string,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<RecoveryCodes> {
  const user = await userOf(deps.db, session);
  await checkCurrentPassword(user, password);
  if (!user.totpEnabledAt) throw new HttpError(409, 'second_factor_not_started');
  const codes = newRecoveryCodes();
  await inTransaction(deps.db, async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes, now);
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'recovery_codes_renewed',
      target: { type: 'staff_user', id: user.id },
      clientIp: client.address,
      at: now,
    });
  });
  return { recovery_codes: codes };
}

export async function signOut(
  db: Database,
  session: StaffSession,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await endStaffSession(tx, session.userId, session.sessionId);
    await recordAudit(tx, {
      actor: { username: session.username, role: session.role },
      action: 'sign_out',
      target: { type: 'staff_user', id: session.userId },
      clientIp: client.address,
      at: now,
    });
  });
}

export async function sessionsOf(db: Database, session: StaffSession): Promise<StaffSessionRow[]> {
  return (await listSessionsOf(db, session.userId)).map((row) => ({
    id: row.id,
    created_at: row.createdAt,
    last_seen_at: row.lastSeenAt,
    client_ip: row.clientIp,
    user_agent: row.userAgent,
    current: row.id === session.sessionId,
  }));
}

/** Ends one of the person's own sessions (another device); 404 for anyone else's. */
export async function endOwnSession(
  db: Database,
  session: StaffSession,
  id: number,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await endStaffSession(tx, session.userId, id))) throw new HttpError(404, 'not_found');
    await recordAudit(tx, {
      actor: { username: session.username, role: session.role },
      action: 'session_ended',
      target: { type: 'staff_user', id: session.userId },
      after: { session: id },
      clientIp: client.address,
      at: now,
    });
  });
}

/** The person's own e-mail (where reset links go) and language (of staff e-mails). */
export async function changeOwnAccount(
  db: Database,
  session: StaffSession,
  input: { email?: string | undefined; language?: 'en' | 'es' | undefined },
  client: ClientInfo,
  now: Date = new Date(),
): Promise<StaffMe> {
  await inTransaction(db, async (tx) => {
    const user = await firstRow(
      tx.select().from(staffUsers).where(eq(staffUsers.id, session.userId)).limit(1),
    );
    if (!user) throw new HttpError(401, 'session_expired');
    const email = input.email === undefined ? undefined : normalizeEmail(input.email);
    if (email && email !== user.email) {
      const taken = await firstRow(
        tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1),
      );
      if (taken) throw new HttpError(409, 'staff_email_taken');
    }
    const changed = await returnedRow(
      tx
        .update(staffUsers)
        .set({
          ...(email ? { email } : {}),
          ...(input.language ? { language: input.language } : {}),
          updatedAt: now.toISOString(),
        })
        .where(eq(staffUsers.id, user.id))
        .returning(),
    );
    const diff = changedFields(
      { email: user.email, language: user.language },
      { email: changed.email, language: changed.language },
    );
    if (diff) {
      await recordAudit(tx, {
        actor: actorOf(user),
        action: 'staff_account_changed',
        target: { type: 'staff_user', id: user.id },
        before: diff.before,
        after: diff.after,
        clientIp: client.address,
        at: now,
      });
    }
  });
  return meOf(db, session.userId);
}

// Invite and reset links -------------------------------------------------------------------------

export async function linkInfo(db: Database, token: string, now: Date = new Date()) {
  const link = await findStaffLink(db, token, now);
  const user =
    link &&
    (await firstRow(db.select().from(staffUsers).where(eq(staffUsers.id, link.staffUserId)).limit(1)));
  if (!link || !user || user.status === 'disabled') throw new HttpError(410, 'staff_link_invalid');
  return { link, user };
}

/** Sets the password an invite or reset link allows; the person then signs in with it. */
export async function setPasswordFromLink(
  deps: AuthDeps,
  input: { token: string; new_password: string },
  client: ClientInfo,
  now: Date = new Date(),
): Promise<{ username: string }> {
  const { link, user } = await linkInfo(deps.db, input.token, now);
  assertUsablePassword(input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(deps.db, async (tx) => {
    if (!(await useStaffLink(tx, link.id, now))) throw new HttpError(410, 'staff_link_invalid');
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        status: 'active',
        mustChangePassword: false,
        passwordChangedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(eq(staffUsers.id, user.id));
    // A reset is what someone does when the password may be known: every session ends.
    await endSessionsOf(tx, user.id);
    await forgetTrustedDevices(tx, user.id);
    await tx.delete(loginAttempts).where(eq(loginAttempts.staffUserId, user.id));
    await recordAudit(tx, {
      actor: actorOf(user),
      action: 'password_set_from_link',
      target: { type: 'staff_user', id: user.id },
      after: { purpose: link.purpose },
      clientIp: client.address,
      at: now,
    });
  });
  return { username: user.username };
}

/** Reserves one password check for the pair and returns its number, or throws 429. */
async function reserveAttempt(db: Database, userId: number, client: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const pair = and(eq(loginAttempts.staffUserId, userId), eq(loginAttempts.client, client));
  return inTransaction(
    db,
    async (tx) => {
      await tx
        .insert(loginAttempts)
        .values({ staffUserId: userId, client, failures: 0, updatedAt: at })
        .onConflictDoNothing();
      // A finished lock starts the pair afresh.
      await tx
        .update(loginAttempts)
        .set({ failures: 0, lockedUntil: null })
        .where(and(pair, isNotNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, at)));
      const current = await firstRow(tx.select().from(loginAttempts).where(pair).limit(1));
      if (current?.lockedUntil) throw lockedError(Date.parse(current.lockedUntil) - now.getTime());
      const row = await returnedRow(
        tx
          .update(loginAttempts)
          .set({ failures: sql`${loginAttempts.failures} + 1`, updatedAt: at })
          .where(and(pair, sql`${loginAttempts.failures} < ${MAX_FAILED_ATTEMPTS}`))
          .returning({ failures: loginAttempts.failures }),
      );
      // Every allowed check is already in flight; one of them will lock the pair.
      if (!row) throw lockedError(LOCKOUT_MS);
      return row.failures;
    },
    { behavior: 'immediate' },
  );
}

function lockedError(remainingMs: number): HttpError {
  return tooManyAttempts(remainingMs, 'Too many failed attempts.');
}
