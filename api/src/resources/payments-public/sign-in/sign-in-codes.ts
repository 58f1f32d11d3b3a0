import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import { OTP_LENGTH } from '../../../contract/autopay';
import { normalizePlate } from '../../../contract/plate-format';
import { SIGN_IN_CODE_MINUTES, SIGN_IN_COOLDOWN_SECONDS } from '../../../contract/portal-session';
import type { DbExecutor } from '../../../db/db-executor';
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
  return { email: input.email.trim().toLowerCase(), plate: normalizePlate(input.plate) };
}

/**
 * True while the key's last code is younger than the cooldown: a stranger asking again and again
 * must not replace the code the owner is about to type.
 */
export function codeCoolingDown(tx: DbExecutor, key: CodeKey, now: Date): boolean {
  const latest = newestCode(tx, key);
  return !!latest && Date.parse(latest.createdAt) + SIGN_IN_COOLDOWN_SECONDS * 1000 > now.getTime();
}

/** A new code for the key; from now on the only one of the key that counts. */
export function issueSignInCode(tx: DbExecutor, secret: string, key: CodeKey, now: Date): { code: string } {
  tx.delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, PURPOSE),
        lt(oneTimeCodes.expiresAt, new Date(now.getTime() - KEEP_MS).toISOString()),
      ),
    )
    .run();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  tx.insert(oneTimeCodes)
    .values({
      ...key,
      purpose: PURPOSE,
      codeHash: codeHash(secret, key, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .run();
  return { code };
}

/**
 * Checks a typed code against the newest one of the key and uses it up when right. Returns the error
 * instead of throwing it, so the caller can commit the counted wrong try before answering.
 */
export function useSignInCode(
  tx: DbExecutor,
  secret: string,
  key: CodeKey,
  code: string,
  now: Date,
): HttpError | null {
  const latest = newestCode(tx, key);
  if (!latest || latest.consumedAt) return new HttpError(400, 'otp_invalid');
  if (latest.attempts >= MAX_WRONG_TRIES) return new HttpError(429, 'otp_locked');
  if (latest.expiresAt <= now.toISOString()) {
    return new HttpError(400, 'otp_invalid', 'This code has expired. Ask for a new code.');
  }
  if (!sameHash(latest.codeHash, codeHash(secret, key, code))) {
    const attempts = latest.attempts + 1;
    tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, latest.id)).run();
    return attempts >= MAX_WRONG_TRIES ? new HttpError(429, 'otp_locked') : new HttpError(400, 'otp_invalid');
  }
  tx.update(oneTimeCodes).set({ consumedAt: now.toISOString() }).where(eq(oneTimeCodes.id, latest.id)).run();
  return null;
}

function newestCode(tx: DbExecutor, key: CodeKey) {
  return tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, key.email),
        eq(oneTimeCodes.plate, key.plate),
        eq(oneTimeCodes.purpose, PURPOSE),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .get();
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
