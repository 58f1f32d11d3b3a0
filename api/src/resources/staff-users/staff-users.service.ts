import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Role } from '../../contract/capabilities';
import { normalizeEmail } from '../../contract/email-address';
import type { StaffUserRow } from '../../contract/staff-accounts';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { staffRecoveryCodes, staffUsers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type AuditActor, changedFields, recordAudit } from '../../domain/audit/record-audit';
import { staffLinkEmail, staffLinkUrl } from '../../domain/emails/staff-link-email';
import { createStaffLink } from '../../domain/staff/staff-links';
import { endSessionsOf, forgetTrustedDevices, type StaffSession } from '../../domain/staff/staff-sessions';
import { HttpError } from '../../lib/http-error';
import { sendWithRetries } from '../../lib/mail-retries';
import type { MailProvider } from '../../providers/mail/mail-provider';

// Staff accounts (docs/decisions/staff-accounts.md): people are invited, never created with a
// password someone else typed; they are disabled, never deleted, so the record keeps naming them.

export type StaffUsersDeps = {
  db: Database;
  config: Pick<Config, 'publicBaseUrl'>;
  mail: MailProvider;
  mailRetryDelaysMs?: readonly number[] | undefined;
};
type UserRow = typeof staffUsers.$inferSelect;

const actorOf = (session: StaffSession): AuditActor => ({ username: session.username, role: session.role });

function rowOf(user: UserRow): StaffUserRow {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    status: user.status,
    language: user.language,
    totp_enabled: user.totpEnabledAt !== null,
    last_sign_in_at: user.lastSignInAt,
    created_at: user.createdAt,
  };
}

/** What the record keeps of a person: never a hash or a secret. */
function recorded(user: UserRow) {
  return { username: user.username, email: user.email, role: user.role, status: user.status };
}

export async function listStaffUsers(db: Database): Promise<StaffUserRow[]> {
  return (await db.select().from(staffUsers).orderBy(staffUsers.username)).map(rowOf);
}

async function userById(db: DbExecutor, id: number): Promise<UserRow> {
  const user = await firstRow(db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1));
  if (!user) throw new HttpError(404, 'staff_user_not_found');
  return user;
}

/**
 * Nobody changes their own role or status: so whoever acts (an admin or manager) is still one
 * afterwards, and the garage can never lose its last admin through this page.
 */
function assertNotSelf(session: StaffSession, user: UserRow): void {
  if (session.userId === user.id) throw new HttpError(409, 'own_account');
}

async function sendLink(
  deps: StaffUsersDeps,
  user: UserRow,
  purpose: 'invite' | 'reset',
  token: string,
  sentBy: string,
): Promise<void> {
  if (!user.email) throw new HttpError(409, 'staff_email_missing');
  const message = staffLinkEmail({
    language: user.language,
    purpose,
    username: user.username,
    sentBy,
    url: staffLinkUrl(deps.config.publicBaseUrl, token),
  });
  const outcome = await sendWithRetries(deps, { ...message, to: user.email });
  if (!outcome.sent) throw new HttpError(502, 'mail_send_failed');
}

export async function inviteStaffUser(
  deps: StaffUsersDeps,
  session: StaffSession,
  input: { username: string; email: string; role: Role; language?: 'en' | 'es' | undefined },
  clientIp: string | null,
  now: Date,
): Promise<StaffUserRow> {
  const email = normalizeEmail(input.email);
  const { user, token } = await inTransaction(deps.db, async (tx) => {
    if (
      await firstRow(
        tx
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(eq(staffUsers.username, input.username))
          .limit(1),
      )
    ) {
      throw new HttpError(409, 'staff_username_taken');
    }
    if (
      await firstRow(
        tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1),
      )
    ) {
      throw new HttpError(409, 'staff_email_taken');
    }
    const created = await returnedRow(
      tx
        .insert(staffUsers)
        .values({
          username: input.username,
          email,
          role: input.role,
          language: input.language ?? 'en',
          status: 'invited',
          passwordHash: '',
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning(),
    );
    await recordAudit(tx, {
      actor: actorOf(session),
      action: 'staff_invited',
      target: { type: 'staff_user', id: created.id },
      after: recorded(created),
      clientIp,
      at: now,
    });
    const link = await createStaffLink(tx, {
      userId: created.id,
      purpose: 'invite',
      createdBy: session.username,
      now,
    });
    return { user: created, token: link };
  });
  await sendLink(deps, user, 'invite', token, session.username);
  return rowOf(user);
}

export async function changeStaffRole(
  db: Database,
  session: StaffSession,
  id: number,
  role: Role,
  clientIp: string | null,
  now: Date,
): Promise<StaffUserRow> {
  return inTransaction(
    db,
    async (tx) => {
      const user = await userById(tx, id);
      assertNotSelf(session, user);
      if (user.role === role) return rowOf(user);
      const changed = await returnedRow(
        tx
          .update(staffUsers)
          .set({ role, updatedAt: now.toISOString() })
          .where(eq(staffUsers.id, id))
          .returning(),
      );
      const diff = changedFields(recorded(user), recorded(changed));
      await recordAudit(tx, {
        actor: actorOf(session),
        action: 'staff_role_changed',
        target: { type: 'staff_user', id },
        before: diff?.before ?? null,
        after: diff?.after ?? null,
        clientIp,
        at: now,
      });
      return rowOf(changed);
    },
    { behavior: 'immediate' },
  );
}

/** Disabling ends every session of the person at once: their next call is refused. */
export async function setStaffEnabled(
  db: Database,
  session: StaffSession,
  id: number,
  enabled: boolean,
  clientIp: string | null,
  now: Date,
): Promise<StaffUserRow> {
  return inTransaction(
    db,
    async (tx) => {
      const user = await userById(tx, id);
      assertNotSelf(session, user);
      const status = enabled ? (user.passwordHash === '' ? 'invited' : 'active') : 'disabled';
      const changed = await returnedRow(
        tx
          .update(staffUsers)
          .set({ status, updatedAt: now.toISOString() })
          .where(eq(staffUsers.id, id))
          .returning(),
      );
      if (!enabled) {
        await endSessionsOf(tx, id);
        await forgetTrustedDevices(tx, id);
      }
      await recordAudit(tx, {
        actor: actorOf(session),
        action: enabled ? 'staff_enabled' : 'staff_disabled',
        target: { type: 'staff_user', id },
        before: { status: user.status },
        after: { status },
        clientIp,
        at: now,
      });
      return rowOf(changed);
    },
    { behavior: 'immediate' },
  );
}

/** E-mails the person a link to choose a new password (an invited person gets the invite again). */
export async function sendPasswordLink(
  deps: StaffUsersDeps,
  session: StaffSession,
  id: number,
  clientIp: string | null,
  now: Date,
): Promise<StaffUserRow> {
  const { user, token, purpose } = await inTransaction(deps.db, async (tx) => {
    const found = await userById(tx, id);
    if (found.status === 'disabled') throw new HttpError(409, 'staff_user_disabled');
    if (!found.email) throw new HttpError(409, 'staff_email_missing');
    const kind = found.status === 'invited' ? ('invite' as const) : ('reset' as const);
    const link = await createStaffLink(tx, { userId: id, purpose: kind, createdBy: session.username, now });
    await recordAudit(tx, {
      actor: actorOf(session),
      action: 'password_reset_sent',
      target: { type: 'staff_user', id },
      after: { purpose: kind },
      clientIp,
      at: now,
    });
    return { user: found, token: link, purpose: kind };
  });
  await sendLink(deps, user, purpose, token, session.username);
  return rowOf(user);
}

/** For a lost phone and lost recovery codes: the person enrols a new factor at their next sign-in. */
export async function resetSecondFactor(
  db: Database,
  session: StaffSession,
  id: number,
  clientIp: string | null,
  now: Date,
): Promise<StaffUserRow> {
  return inTransaction(db, async (tx) => {
    const user = await userById(tx, id);
    assertNotSelf(session, user);
    const changed = await returnedRow(
      tx
        .update(staffUsers)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          totpFailures: 0,
          totpLockedUntil: null,
        })
        .where(eq(staffUsers.id, id))
        .returning(),
    );
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, id));
    await endSessionsOf(tx, id);
    await forgetTrustedDevices(tx, id);
    await recordAudit(tx, {
      actor: actorOf(session),
      action: 'totp_removed',
      target: { type: 'staff_user', id },
      after: { by_admin: true },
      clientIp,
      at: now,
    });
    return rowOf(changed);
  });
}
