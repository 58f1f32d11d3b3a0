import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { waitlistEntries } from '../../db/schema';

// The private link of a waitlist entry: an HMAC of the entry under the server secret, so the database
// alone never yields a working link, yet the same link can be e-mailed again without a new one. The
// join instant is part of it: a database rebuilt under the same secret never revives old links.
// Only the token's hash is stored.

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

export function entryToken(secret: string, entry: Pick<WaitlistEntryRow, 'id' | 'joinedAt'>): string {
  const mac = createHmac('sha256', secret)
    .update(`waitlist-entry:${entry.id}:${entry.joinedAt}`)
    .digest('base64url');
  return `${entry.id.toString(36)}.${mac}`;
}

export function entryTokenHash(token: string): string {
  return createHmac('sha256', 'waitlist-token-hash').update(token).digest('hex');
}

/** The entry a presented token opens, or null: a token never opens any other entry. */
export async function entryOfToken(
  tx: DbExecutor,
  secret: string,
  token: string,
): Promise<WaitlistEntryRow | null> {
  const [idPart, mac] = token.split('.');
  if (!idPart || !mac || !/^[0-9a-z]{1,10}$/.test(idPart)) return null;
  const id = Number.parseInt(idPart, 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const entry = await firstRow(tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1));
  if (!entry || entry.tokenHash === null) return null;
  if (!safeEqual(entryToken(secret, entry), token)) return null;
  return safeEqual(entry.tokenHash, entryTokenHash(token)) ? entry : null;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
