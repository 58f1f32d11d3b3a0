import { eq, sql } from 'drizzle-orm';
import type { LoginInput, LoginResponse } from '../../contract/login-input';
import type { Database } from '../../db/open-database';
import { staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { signStaffToken } from '../../lib/staff-token';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

// Unknown usernames still pay for one scrypt run, so response time does not reveal which exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};

export async function login(
  db: Database,
  secret: string,
  input: Required<LoginInput>,
  now: Date = new Date(),
): Promise<LoginResponse> {
  const username = input.username.trim().toLowerCase();
  const user = db.select().from(staffUsers).where(eq(staffUsers.username, username)).get();
  if (!user) {
    await verifyPassword(input.password, await getDummyHash());
    throw new HttpError(401, 'invalid_credentials');
  }

  assertNotLocked(user.lockedUntil, now);

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    recordFailure(db, user.id, now);
    throw new HttpError(401, 'invalid_credentials');
  }

  db.update(staffUsers)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: now.toISOString() })
    .where(eq(staffUsers.id, user.id))
    .run();
  const token = await signStaffToken({ username: user.username, role: user.role }, secret, now);
  return { token, role: user.role };
}

function assertNotLocked(lockedUntil: string | null, now: Date): void {
  if (!lockedUntil) return;
  const remainingMs = Date.parse(lockedUntil) - now.getTime();
  if (remainingMs <= 0) return;
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  throw new HttpError(
    429,
    'too_many_attempts',
    `Too many failed attempts. Try again in ${minutes} minutes.`,
    {
      headers: { 'Retry-After': String(Math.ceil(remainingMs / 1000)) },
    },
  );
}

/**
 * Counts the failure with an atomic increment (parallel guesses cannot undercount) and locks the
 * account when the limit is reached; the attempt that reaches it already gets the 429.
 */
function recordFailure(db: Database, userId: number, now: Date): void {
  const lockedUntil = db.transaction(
    (tx) => {
      const row = tx
        .update(staffUsers)
        .set({ failedAttempts: sql`${staffUsers.failedAttempts} + 1`, updatedAt: now.toISOString() })
        .where(eq(staffUsers.id, userId))
        .returning({ failedAttempts: staffUsers.failedAttempts })
        .get();
      if (!row || row.failedAttempts < MAX_FAILED_ATTEMPTS) return null;
      const until = new Date(now.getTime() + LOCKOUT_MS).toISOString();
      tx.update(staffUsers)
        .set({ failedAttempts: 0, lockedUntil: until })
        .where(eq(staffUsers.id, userId))
        .run();
      return until;
    },
    { behavior: 'immediate' },
  );
  if (lockedUntil) assertNotLocked(lockedUntil, now);
}
