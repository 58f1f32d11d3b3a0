import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { LoginInput, LoginResponse } from '../../contract/login-input';
import type { Database } from '../../db/open-database';
import { loginAttempts, staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { signStaffToken } from '../../lib/staff-token';
import { type AccountPace, tooManyAttempts } from './account-pace';

// docs/decisions/auth-scrypt-jwt.md: the lockout is per (account, client) pair, so a stranger cannot
// lock staff out from elsewhere; across clients, the username's pace (account-pace.ts) bounds what
// many addresses together may try.
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

// Unknown usernames still pay for one scrypt run, so response time does not reveal which exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};

export async function login(
  deps: { db: Database; secret: string; pace: AccountPace },
  input: Required<LoginInput>,
  now: Date = new Date(),
  client = 'unknown',
): Promise<LoginResponse> {
  const { db, secret, pace } = deps;
  const username = input.username.trim().toLowerCase();
  // Before the lookup: a paused username is refused alike whether or not it exists.
  await pace.reserve(username, now.getTime());
  const user = db.select().from(staffUsers).where(eq(staffUsers.username, username)).get();
  if (!user) {
    await verifyPassword(input.password, await getDummyHash());
    throw new HttpError(401, 'invalid_credentials');
  }

  // Taken before the slow check: N parallel guesses hold N reservations, so at most
  // MAX_FAILED_ATTEMPTS passwords are ever checked for one pair before it locks.
  let reserved: number;
  try {
    reserved = reserveAttempt(db, user.id, client, now);
  } catch (error) {
    // A locked pair checks nothing: one address already locked out does not speed up the pace.
    await pace.giveBack(username);
    throw error;
  }

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    if (reserved >= MAX_FAILED_ATTEMPTS) {
      const until = new Date(now.getTime() + LOCKOUT_MS).toISOString();
      db.update(loginAttempts)
        .set({ lockedUntil: until })
        .where(and(eq(loginAttempts.staffUserId, user.id), eq(loginAttempts.client, client)))
        .run();
      throw lockedError(LOCKOUT_MS);
    }
    throw new HttpError(401, 'invalid_credentials');
  }

  db.delete(loginAttempts)
    .where(and(eq(loginAttempts.staffUserId, user.id), eq(loginAttempts.client, client)))
    .run();
  await pace.giveBack(username);
  // Signed on the real clock, never `now`: that is the app clock, which includes the sandbox test
  // clock's offset, while the token is verified against the real clock. A token issued after
  // advance-clock would otherwise be "issued in the future" and refused.
  const token = await signStaffToken(
    { username: user.username, role: user.role, version: 0 },
    secret,
  );
  return { token, role: user.role };
}

/** Reserves one password check for the pair and returns its number, or throws 429. */
function reserveAttempt(db: Database, userId: number, client: string, now: Date): number {
  const at = now.toISOString();
  const pair = and(eq(loginAttempts.staffUserId, userId), eq(loginAttempts.client, client));
  return db.transaction(
    (tx) => {
      tx.insert(loginAttempts)
        .values({ staffUserId: userId, client, failures: 0, updatedAt: at })
        .onConflictDoNothing()
        .run();
      // A finished lock starts the pair afresh.
      tx.update(loginAttempts)
        .set({ failures: 0, lockedUntil: null })
        .where(and(pair, isNotNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, at)))
        .run();
      const current = tx.select().from(loginAttempts).where(pair).get();
      if (current?.lockedUntil) throw lockedError(Date.parse(current.lockedUntil) - now.getTime());
      const row = tx
        .update(loginAttempts)
        .set({ failures: sql`${loginAttempts.failures} + 1`, updatedAt: at })
        .where(and(pair, sql`${loginAttempts.failures} < ${MAX_FAILED_ATTEMPTS}`))
        .returning({ failures: loginAttempts.failures })
        .get();
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

/** Bumps the user's token version: every token issued before stops working at once. */
export function revokeStaffTokens(db: Database, username: string, now: Date = new Date()): void {
  db.update(staffUsers)
    .set({ updatedAt: now.toISOString() })
    .where(eq(staffUsers.username, username))
    .run();
}

/** Sets a new password and revokes the user's tokens in one write (no UI yet: operators and tests). */
export async function changeStaffPassword(
  db: Database,
  username: string,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const changed = db
    .update(staffUsers)
    .set({
      passwordHash,
      updatedAt: now.toISOString(),
    })
    .where(eq(staffUsers.username, username.trim().toLowerCase()))
    .returning({ id: staffUsers.id })
    .get();
  if (!changed) throw new HttpError(404, 'not_found');
}
