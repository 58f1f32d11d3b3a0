import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow, returnedRow } from '../../db/rows';
import { type STAFF_LINK_PURPOSES, staffLinkTokens } from '../../db/schema';
import { hashCookieSecret, newCookieSecret } from '../portal/portal-sessions';

// Invite and password-reset links: 24 hours, single use, only the hash stored. A new link of the same
// purpose replaces the older one, so only the latest e-mail works.

export const STAFF_LINK_HOURS = 24;
export type StaffLinkPurpose = (typeof STAFF_LINK_PURPOSES)[number];

export async function createStaffLink(
  tx: DbExecutor,
  input: { userId: number; purpose: StaffLinkPurpose; createdBy: string | null; now: Date },
): Promise<string> {
  await tx
    .delete(staffLinkTokens)
    .where(and(eq(staffLinkTokens.staffUserId, input.userId), isNull(staffLinkTokens.usedAt)));
  const token = newCookieSecret();
  await tx.insert(staffLinkTokens).values({
    staffUserId: input.userId,
    purpose: input.purpose,
    tokenHash: hashCookieSecret(token),
    expiresAt: new Date(input.now.getTime() + STAFF_LINK_HOURS * 3_600_000).toISOString(),
    createdBy: input.createdBy,
    createdAt: input.now.toISOString(),
  });
  return token;
}

/** The live link of a token (unused, unexpired), or null. */
export async function findStaffLink(db: DbExecutor, token: string, now: Date) {
  return (
    (await firstRow(
      db
        .select()
        .from(staffLinkTokens)
        .where(
          and(
            eq(staffLinkTokens.tokenHash, hashCookieSecret(token)),
            isNull(staffLinkTokens.usedAt),
            gt(staffLinkTokens.expiresAt, now.toISOString()),
          ),
        )
        .limit(1),
    )) ?? null
  );
}

/** Marks the link used; false when another request used it first. */
export async function useStaffLink(tx: DbExecutor, linkId: number, now: Date): Promise<boolean> {
  const used = await returnedRow(
    tx
      .update(staffLinkTokens)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(staffLinkTokens.id, linkId), isNull(staffLinkTokens.usedAt)))
      .returning({ id: staffLinkTokens.id }),
  );
  return used !== undefined;
}
