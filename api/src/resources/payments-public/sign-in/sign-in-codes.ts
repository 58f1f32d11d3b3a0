import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { OTP_LENGTH } from '../../../contract/autopay';
import { normalizeEmail } from '../../../contract/email-address';
import { normalizePlate } from '../../../contract/plate-format';
import {
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_COOLDOWN_SECONDS,
  SIGN_IN_HOURLY_CAP,
} from '../../../contract/portal-session';
import type { DbExecutor } from '../../../db/db-executor';
import { changedCount } from '../../../db/raw-sql';
import { firstRow, returnedRow } from '../../../db/rows';
import { oneTimeCodes } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';

// The sign-in code (evolved from the card change's one-time code, docs/decisions/portal-one-time-codes.md):
// 6 digits, only an HMAC stored, 15 minutes, single use, locked after 5 wrong tries. Codes are keyed by
// the e-mail and plate typed, not by a pass, and one is stored even when they name no pass (nobody
// receives it): a wrong code, a lock and the timing then look the same whether or not the pass exists.

const PURPOSE = 'sign_in';
const MAX_WRONG_TRIES = 5;
const CODE_TTL_MS = SIGN_IN_CODE_MINUTES * 60_000;
// Rows this old are of no use to anybody; dropped as new ones come so strangers cannot grow the table.
const KEEP_MS = 24 * 3_600_000;

export type CodeKey = { email: string; plate: string };

export function codeKey(input: { email: string; plate: string }): CodeKey {
  return { email: normalizeEmail(input.email), plate: normalizePlate(input.plate) };
}

export type SignInHold = { reason: 'cooldown' | 'hourly_cap'; retryAfterSeconds: number };

/**
 * Why no new code may go out for the key now, or null. Paced per e-mail + plate typed, real pair or
 * not, so the answer can say honestly that an e-mail was held back without telling a stranger whether
 * the pair names a pass; and paced apart from every other kind of e-mail, so a stranger who knows only
 * the address cannot spend the owner's sign-ins (waitlist joins, invites: public-mail-guard.ts).
 * The cooldown keeps a stranger asking again and again from replacing the code the owner is typing.
 */
export async function signInHold(tx: DbExecutor, key: CodeKey, now: Date): Promise<SignInHold | null> {
  const nowMs = now.getTime();
  const latest = await newestCode(tx, key);
  if (latest) {
    const waitMs = Date.parse(latest.createdAt) + SIGN_IN_COOLDOWN_SECONDS * 1000 - nowMs;
    if (waitMs > 0) return { reason: 'cooldown', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  const hour = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(codesOf(key), gt(oneTimeCodes.createdAt, new Date(nowMs - 3_600_000).toISOString())))
    .orderBy(asc(oneTimeCodes.createdAt));
  if (hour.length < SIGN_IN_HOURLY_CAP) return null;
  // Free again once the oldest code of the hour is an hour old.
  const oldest = Date.parse(hour[0]?.createdAt ?? now.toISOString());
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + 3_600_000 - nowMs) / 1000));
  return { reason: 'hourly_cap', retryAfterSeconds };
}

/**
 * A new code for the key, from now on the only code of the key that counts, and the one-tap link
 * token of the same e-mail. The link is made from the code's own row (see `signInLinkToken`), so a
 * pair that names no pass costs exactly the same work as a real one.
 */
export async function issueSignInCode(
  tx: DbExecutor,
  secret: string,
  key: CodeKey,
  now: Date,
): Promise<{ code: string; linkToken: string }> {
  await tx
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, PURPOSE),
        lt(oneTimeCodes.expiresAt, new Date(now.getTime() - KEEP_MS).toISOString()),
      ),
    );
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const row = await returnedRow(
    tx
      .insert(oneTimeCodes)
      .values({
        ...key,
        purpose: PURPOSE,
        codeHash: codeHash(secret, key, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        createdAt: now.toISOString(),
      })
      .returning(),
  );
  return { code, linkToken: signInLinkToken(secret, row) };
}

type CodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * The one-tap link of a sign-in e-mail: `c.<row id>.<HMAC of the whole row>` under the server secret.
 * The row's code hash is itself keyed by the secret and random, so the database alone yields no link,
 * and a row that takes the same id after a restore signs another MAC (link-tokens-bound-to-row.md).
 */
function signInLinkToken(secret: string, row: CodeRow): string {
  const content = [row.id, row.email, row.plate, row.codeHash, row.createdAt, row.expiresAt].join('|');
  const mac = createHmac('sha256', secret).update(`sign-in-link:${content}`).digest('base64url');
  return `${SIGN_IN_LINK_PREFIX}${row.id.toString(36)}.${mac}`;
}

/** Sign-in e-mails' own links start so; links the system e-mails by itself are link tokens (link-tokens.ts). */
export const SIGN_IN_LINK_PREFIX = 'c.';

export type SignInLinkUse = { ok: true; key: CodeKey } | { ok: false; error: HttpError };

/**
 * Uses up a sign-in e-mail's link and with it the e-mail's code: the two are one proof, good once.
 * Unlike the code, the link is unguessable, so wrong tries at the code do not lock it, and asking for
 * a newer code does not void it: a stranger who knows the pair cannot take the owner's link away.
 */
export async function useSignInLink(
  tx: DbExecutor,
  secret: string,
  token: string,
  now: Date,
): Promise<SignInLinkUse> {
  const notFound = { ok: false, error: new HttpError(404, 'link_not_found') } as const;
  const [idPart, mac, extra] = token.slice(SIGN_IN_LINK_PREFIX.length).split('.');
  if (!token.startsWith(SIGN_IN_LINK_PREFIX) || !idPart || !mac || extra !== undefined) return notFound;
  if (!/^[0-9a-z]{1,10}$/.test(idPart)) return notFound;
  const row = await firstRow(
    tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.id, Number.parseInt(idPart, 36)), eq(oneTimeCodes.purpose, PURPOSE)))
      .limit(1),
  );
  if (!row || !sameHash(signInLinkToken(secret, row), token)) return notFound;
  if (row.consumedAt || row.expiresAt <= now.toISOString()) {
    return { ok: false, error: new HttpError(410, 'link_expired') };
  }
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now.toISOString() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)));
  if (changedCount(used) !== 1) return { ok: false, error: new HttpError(410, 'link_expired') };
  return { ok: true, key: { email: row.email, plate: row.plate } };
}

/**
 * Checks a typed code against the newest one of the key and uses it up when right. Returns the error
 * instead of throwing it, so the caller can commit the counted wrong try before answering.
 */
export async function useSignInCode(
  tx: DbExecutor,
  secret: string,
  key: CodeKey,
  code: string,
  now: Date,
): Promise<HttpError | null> {
  const latest = await newestCode(tx, key);
  if (!latest || latest.consumedAt) return new HttpError(400, 'otp_invalid');
  if (latest.attempts >= MAX_WRONG_TRIES) return new HttpError(429, 'otp_locked');
  if (latest.expiresAt <= now.toISOString()) {
    return new HttpError(400, 'otp_invalid', 'This code has expired. Ask for a new code.');
  }
  if (!sameHash(latest.codeHash, codeHash(secret, key, code))) {
    const attempts = latest.attempts + 1;
    await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, latest.id));
    return attempts >= MAX_WRONG_TRIES ? new HttpError(429, 'otp_locked') : new HttpError(400, 'otp_invalid');
  }
  await tx.update(oneTimeCodes).set({ consumedAt: now.toISOString() }).where(eq(oneTimeCodes.id, latest.id));
  return null;
}

function codesOf(key: CodeKey) {
  return and(
    eq(oneTimeCodes.email, key.email),
    eq(oneTimeCodes.plate, key.plate),
    eq(oneTimeCodes.purpose, PURPOSE),
  );
}

async function newestCode(tx: DbExecutor, key: CodeKey) {
  return firstRow(tx.select().from(oneTimeCodes).where(codesOf(key)).orderBy(desc(oneTimeCodes.id)).limit(1));
}

// Keyed by the server secret: a copy of the database alone cannot be searched for the 10^6 codes.
function codeHash(secret: string, key: CodeKey, code: string): string {
  return createHmac('sha256', secret)
    .update(`one-time-code:${PURPOSE}:${key.email}:${key.plate}:${code}`)
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
