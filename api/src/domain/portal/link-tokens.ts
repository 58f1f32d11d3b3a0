import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount } from '../../db/raw-sql';
import { firstRow, returnedRow } from '../../db/rows';
import { linkTokens, subscriptions } from '../../db/schema';

// E-mailed links (invite, autopay enable, card update, sign-in) share one table. A token is the row id,
// a random nonce and an HMAC (under the server secret) of the row's whole content: id, nonce, purpose,
// pass, creation and expiry. The database alone never yields a working link (no secret), yet a live
// link can be e-mailed again without minting a new one ("reused"). Binding the MAC to the content, not
// the id alone, is what keeps a restored database safe: ids are handed out again after a restore, and
// a link e-mailed before it must not open the pass that next gets its id
// (docs/decisions/link-tokens-bound-to-row.md). Only the token's hash is stored and looked up.

// 'otp_session' (the old one-time-code proof) is gone: a portal session replaced it. Old rows of that
// purpose match no check any more.
export const LINK_PURPOSES = ['invite', 'enable_autopay', 'card_update', 'sign_in'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export type LinkToken = { token: string; id: number; subscriptionId: number; expiresAt: string };

type Row = typeof linkTokens.$inferSelect;

/** The live (unused, unexpired) link of this purpose for the pass, or a new one. */
export async function issueLinkToken(
  tx: DbExecutor,
  secret: string,
  input: { purpose: LinkPurpose; subscriptionId: number; ttlMs: number; now: Date; reuse?: boolean },
): Promise<LinkToken & { reused: boolean }> {
  const nowIso = input.now.toISOString();
  if (input.reuse !== false) {
    const live = await firstRow(
      tx
        .select()
        .from(linkTokens)
        .where(
          and(
            eq(linkTokens.purpose, input.purpose),
            eq(linkTokens.subscriptionId, input.subscriptionId),
            isNull(linkTokens.usedAt),
            gt(linkTokens.expiresAt, nowIso),
          ),
        )
        .orderBy(desc(linkTokens.id))
        .limit(1),
    );
    if (live) return { ...toLink(secret, live), reused: true };
  }
  const expiresAt = new Date(input.now.getTime() + input.ttlMs).toISOString();
  const nonce = randomBytes(16).toString('base64url');
  // The hash depends on the id, which exists only after the insert: a placeholder first, then the hash.
  const row = await returnedRow(
    tx
      .insert(linkTokens)
      .values({
        tokenHash: `pending:${nonce}`,
        nonce,
        purpose: input.purpose,
        subscriptionId: input.subscriptionId,
        expiresAt,
        createdAt: nowIso,
      })
      .returning(),
  );
  const token = tokenFor(secret, row);
  await tx
    .update(linkTokens)
    .set({ tokenHash: hashOf(token) })
    .where(eq(linkTokens.id, row.id));
  return { token, id: row.id, subscriptionId: row.subscriptionId, expiresAt, reused: false };
}

export type LinkCheck = { ok: true; link: Row } | { ok: false; reason: 'not_found' | 'expired' | 'used' };

/** What a presented token is worth, without using it up. */
export async function checkLinkToken(
  tx: DbExecutor,
  secret: string,
  token: string,
  purposes: readonly LinkPurpose[],
  now: Date,
): Promise<LinkCheck> {
  const id = idOf(token);
  if (id === null) return { ok: false, reason: 'not_found' };
  const row = await firstRow(tx.select().from(linkTokens).where(eq(linkTokens.id, id)).limit(1));
  if (
    !row ||
    row.nonce === null ||
    !safeEqual(tokenFor(secret, row), token) ||
    row.tokenHash !== hashOf(token) ||
    !purposes.includes(row.purpose as LinkPurpose)
  ) {
    return { ok: false, reason: 'not_found' };
  }
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now.toISOString()) return { ok: false, reason: 'expired' };
  return { ok: true, link: row };
}

/** Uses a link up; false when another request used it first (single use under concurrency). */
export async function consumeLinkToken(tx: DbExecutor, id: number, now: Date): Promise<boolean> {
  const result = await tx
    .update(linkTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)));
  return changedCount(result) === 1;
}

/**
 * Uses up every live link of a customer's passes. Links name a pass, not an address: after staff
 * change the e-mail, a link still sitting in the old mailbox would otherwise act for the new one.
 */
export async function retireLinksOfCustomer(tx: DbExecutor, customerId: number, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const owned = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  return changedCount(
    await tx
      .update(linkTokens)
      .set({ usedAt: nowIso })
      .where(
        and(
          inArray(linkTokens.subscriptionId, owned),
          isNull(linkTokens.usedAt),
          gt(linkTokens.expiresAt, nowIso),
        ),
      ),
  );
}

function toLink(secret: string, row: Row): LinkToken {
  return {
    token: tokenFor(secret, row),
    id: row.id,
    subscriptionId: row.subscriptionId,
    expiresAt: row.expiresAt,
  };
}

type Signed = Pick<Row, 'id' | 'nonce' | 'purpose' | 'subscriptionId' | 'expiresAt' | 'createdAt'>;

function tokenFor(secret: string, row: Signed): string {
  const content = [row.id, row.nonce, row.purpose, row.subscriptionId, row.createdAt, row.expiresAt];
  const mac = createHmac('sha256', secret)
    .update(`link-token-v2:${content.join('|')}`)
    .digest('base64url');
  return `${row.id.toString(36)}.${row.nonce}.${mac}`;
}

function idOf(token: string): number | null {
  const [idPart, nonce, mac, extra] = token.split('.');
  if (!idPart || !nonce || !mac || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(idPart)) return null;
  const id = Number.parseInt(idPart, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function hashOf(token: string): string {
  return createHmac('sha256', 'link-token-hash').update(token).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
