import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Role } from '../../contract/capabilities';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { staffSessions, staffSignInChallenges, staffTrustedDevices, staffUsers } from '../../db/schema';
import { hashCookieSecret, newCookieSecret } from '../portal/portal-sessions';

// Staff sessions live in the database (docs/decisions/staff-session-cookie.md): the browser holds a
// random token in an httpOnly cookie, the table holds its hash. Every request looks the session up,
// so ending it (sign-out, "end this session", disabling the person) takes effect on the next call.
// All times here are the real clock, never the app clock: the sandbox's test clock jumps months ahead
// and would end every staff session with it.

export const STAFF_SESSION_HOURS = 12;
export const TRUSTED_DEVICE_DAYS = 30;
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;
// Writing last_seen_at on every call would turn each read into a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/** Who a live session belongs to, and what they still owe before anything else is allowed. */
export type StaffSession = {
  sessionId: number;
  userId: number;
  username: string;
  role: Role;
  /** Set-up the person must finish first: a new password, a second factor (admins). */
  setupRequired: SetupStep[];
};
export type SetupStep = 'password' | 'second_factor';

type UserRow = typeof staffUsers.$inferSelect;

/** What the person must do before using the staff area. */
export function setupStepsOf(
  user: Pick<UserRow, 'mustChangePassword' | 'role' | 'totpEnabledAt'>,
): SetupStep[] {
  const steps: SetupStep[] = [];
  if (user.mustChangePassword) steps.push('password');
  if (secondFactorRequired(user.role) && !user.totpEnabledAt) steps.push('second_factor');
  return steps;
}

/** Admins hold money and accounts: a second factor is theirs to keep. Ambassadors choose. */
export function secondFactorRequired(role: Role): boolean {
  return role === 'admin' || role === 'manager';
}

export async function createStaffSession(
  tx: DbExecutor,
  userId: number,
  client: { address: string | null; userAgent: string | null },
  now: Date = new Date(),
): Promise<string> {
  const token = newCookieSecret();
  await tx.insert(staffSessions).values({
    staffUserId: userId,
    tokenHash: hashCookieSecret(token),
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * HOUR_MS).toISOString(),
    lastSeenAt: now.toISOString(),
    clientIp: client.address,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    createdAt: now.toISOString(),
  });
  return token;
}

/** The live session of a cookie value, for an active person; null for anything else. */
export async function findStaffSession(
  db: DbExecutor,
  token: string,
  now: Date = new Date(),
): Promise<StaffSession | null> {
  const row = await firstRow(
    db
      .select({ session: staffSessions, user: staffUsers })
      .from(staffSessions)
      .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
      .where(
        and(
          eq(staffSessions.tokenHash, hashCookieSecret(token)),
          gt(staffSessions.expiresAt, now.toISOString()),
        ),
      )
      .limit(1),
  );
  if (row?.user.status !== 'active') return null;
  if (now.getTime() - Date.parse(row.session.lastSeenAt) > TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now.toISOString() })
      .where(eq(staffSessions.id, row.session.id));
  }
  return {
    sessionId: row.session.id,
    userId: row.user.id,
    username: row.user.username,
    role: row.user.role,
    setupRequired: setupStepsOf(row.user),
  };
}

export async function endStaffSession(tx: DbExecutor, userId: number, sessionId: number): Promise<boolean> {
  const ended = await returnedRow(
    tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffUserId, userId)))
      .returning({ id: staffSessions.id }),
  );
  return ended !== undefined;
}

/** Ends every session of the person but `keep` (the one changing their password stays signed in). */
export async function endSessionsOf(tx: DbExecutor, userId: number, keep?: number): Promise<void> {
  await tx
    .delete(staffSessions)
    .where(
      keep === undefined
        ? eq(staffSessions.staffUserId, userId)
        : and(eq(staffSessions.staffUserId, userId), ne(staffSessions.id, keep)),
    );
}

export async function listSessionsOf(db: DbExecutor, userId: number, now: Date = new Date()) {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffUserId, userId), gt(staffSessions.expiresAt, now.toISOString())));
}

/** Drops what can no longer sign anyone in (run by the minute scheduler). */
export async function pruneStaffSessions(tx: DbExecutor, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  await tx.delete(staffSessions).where(lte(staffSessions.expiresAt, at));
  await tx.delete(staffSignInChallenges).where(lte(staffSignInChallenges.expiresAt, at));
  await tx.delete(staffTrustedDevices).where(lte(staffTrustedDevices.expiresAt, at));
}

// Second-factor step --------------------------------------------------------------------------------

/** The password was right and a code is owed: a short-lived token the factor step brings back. */
export async function createSignInChallenge(
  tx: DbExecutor,
  userId: number,
  now: Date = new Date(),
): Promise<string> {
  const token = newCookieSecret();
  await tx.insert(staffSignInChallenges).values({
    staffUserId: userId,
    tokenHash: hashCookieSecret(token),
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}

/**
 * Takes one attempt on a live challenge and returns its person's id; null when the challenge is
 * unknown, expired or used up (it is then dropped, and the person must give the password again).
 */
export async function spendChallengeAttempt(
  tx: DbExecutor,
  token: string,
  now: Date = new Date(),
): Promise<number | null> {
  const row = await returnedRow(
    tx
      .update(staffSignInChallenges)
      .set({ attempts: sql`${staffSignInChallenges.attempts} + 1` })
      .where(
        and(
          eq(staffSignInChallenges.tokenHash, hashCookieSecret(token)),
          gt(staffSignInChallenges.expiresAt, now.toISOString()),
        ),
      )
      .returning(),
  );
  if (!row) return null;
  if (row.attempts > CHALLENGE_ATTEMPTS) {
    await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.id, row.id));
    return null;
  }
  return row.staffUserId;
}

export async function dropChallenge(tx: DbExecutor, token: string): Promise<void> {
  await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.tokenHash, hashCookieSecret(token)));
}

// Trusted devices -----------------------------------------------------------------------------------

export async function trustDevice(
  tx: DbExecutor,
  userId: number,
  userAgent: string | null,
  now: Date = new Date(),
): Promise<string> {
  const token = newCookieSecret();
  await tx.insert(staffTrustedDevices).values({
    staffUserId: userId,
    tokenHash: hashCookieSecret(token),
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_DAYS * 24 * HOUR_MS).toISOString(),
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: now.toISOString(),
  });
  return token;
}

/** Whether this device cookie was trusted by this very person (someone else's trusted device skips nothing). */
export async function isTrustedDevice(
  db: DbExecutor,
  userId: number,
  token: string | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!token) return false;
  const row = await firstRow(
    db
      .select({ id: staffTrustedDevices.id })
      .from(staffTrustedDevices)
      .where(
        and(
          eq(staffTrustedDevices.tokenHash, hashCookieSecret(token)),
          eq(staffTrustedDevices.staffUserId, userId),
          gt(staffTrustedDevices.expiresAt, now.toISOString()),
        ),
      )
      .limit(1),
  );
  return row !== undefined;
}

/** A new password or factor forgets every trusted device: the old trust was given to the old secrets. */
export async function forgetTrustedDevices(tx: DbExecutor, userId: number): Promise<void> {
  await tx.delete(staffTrustedDevices).where(eq(staffTrustedDevices.staffUserId, userId));
}
