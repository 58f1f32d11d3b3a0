import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import { PORTAL_SESSION_DAYS, PORTAL_SHORT_SESSION_HOURS } from '../../contract/portal-session';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount } from '../../db/raw-sql';
import { firstRow, returnedRow } from '../../db/rows';
import { customers, portalSessions, subscriptions, vehicles } from '../../db/schema';

// The portal's sign-in sessions (docs/decisions/portal-sign-in.md). Here rather than in a resource so
// the clients resource can end them when staff change an e-mail, without importing another resource.
// A session belongs to an e-mail address: it may change any confirmed pass whose customer has that
// address now. Only a hash of the cookie's random value is stored, so the table alone signs nobody in.

export type PortalSession = typeof portalSessions.$inferSelect;

const DAY_MS = 24 * 3_600_000;
// Writing last_seen_at on every call would turn each read into a write; once a minute is enough to see use.
const TOUCH_EVERY_MS = 60_000;

/** A random 256-bit secret for a cookie, base64url. */
export function newCookieSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a cookie value (session token or device id): a plain SHA-256, the value being random. */
export function hashCookieSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export type StartedSession = {
  token: string;
  session: PortalSession;
  /** The e-mail had signed in before, but never from this device: the owner is told. */
  newDevice: boolean;
};

export async function createPortalSession(
  tx: DbExecutor,
  input: {
    email: string;
    deviceHash: string;
    kept: boolean;
    now: Date;
    clientIp?: string | null;
    userAgent?: string | null;
  },
): Promise<StartedSession> {
  const email = normalizeEmail(input.email);
  const nowIso = input.now.toISOString();
  const earlier = await tx
    .select({ id: portalSessions.id, deviceHash: portalSessions.deviceHash })
    .from(portalSessions)
    .where(eq(portalSessions.email, email));
  const newDevice = earlier.length > 0 && !earlier.some((row) => row.deviceHash === input.deviceHash);
  const lifeMs = input.kept ? PORTAL_SESSION_DAYS * DAY_MS : PORTAL_SHORT_SESSION_HOURS * 3_600_000;
  const token = newCookieSecret();
  const session = await returnedRow(
    tx
      .insert(portalSessions)
      .values({
        tokenHash: hashCookieSecret(token),
        email,
        deviceHash: input.deviceHash,
        kept: input.kept,
        expiresAt: new Date(input.now.getTime() + lifeMs).toISOString(),
        lastSeenAt: nowIso,
        clientIp: input.clientIp ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        createdAt: nowIso,
      })
      .returning(),
  );
  return { token, session, newDevice };
}

/** The live session a cookie names (not revoked, not expired), or null; notes its use once a minute. */
export async function findLiveSession(
  tx: DbExecutor,
  token: string,
  now: Date,
): Promise<PortalSession | null> {
  const nowIso = now.toISOString();
  const row = await firstRow(
    tx
      .select()
      .from(portalSessions)
      .where(
        and(
          eq(portalSessions.tokenHash, hashCookieSecret(token)),
          isNull(portalSessions.revokedAt),
          gt(portalSessions.expiresAt, nowIso),
        ),
      )
      .limit(1),
  );
  if (!row) return null;
  if (now.getTime() - Date.parse(row.lastSeenAt) >= TOUCH_EVERY_MS) {
    await tx.update(portalSessions).set({ lastSeenAt: nowIso }).where(eq(portalSessions.id, row.id));
    return { ...row, lastSeenAt: nowIso };
  }
  return row;
}

/** Ends one session (sign out on this device). */
export async function revokeSession(tx: DbExecutor, id: number, now: Date): Promise<number> {
  return changedCount(
    await tx
      .update(portalSessions)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(portalSessions.id, id), isNull(portalSessions.revokedAt))),
  );
}

/** Ends every session of an address: sign out everywhere, or staff changed the customer's e-mail. */
export async function revokeSessionsOfEmail(tx: DbExecutor, email: string, now: Date): Promise<number> {
  return changedCount(
    await tx
      .update(portalSessions)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(portalSessions.email, normalizeEmail(email)), isNull(portalSessions.revokedAt))),
  );
}

/** Whether the session may act for a pass whose customer has `email` (compared lower-cased). */
export function sessionMayAct(session: PortalSession | null, email: string): session is PortalSession {
  return session !== null && session.email === normalizeEmail(email);
}

/** Plates of the confirmed passes under the session's e-mail, newest pass first, each plate once. */
export async function platesOfEmail(tx: DbExecutor, email: string): Promise<string[]> {
  const rows = await tx
    .select({ plate: vehicles.plate })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(vehicles, eq(vehicles.id, subscriptions.vehicleId))
    .where(and(eq(customers.email, normalizeEmail(email)), eq(customers.invitePending, false)))
    .orderBy(desc(subscriptions.id));
  return [...new Set(rows.map((row) => row.plate))];
}
