import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  OTP_COOLDOWN_SECONDS,
  OTP_LENGTH,
  OTP_SESSION_SECONDS,
  type OtpRequestResponse,
  type OtpVerifyResponse,
} from '../../contract/autopay';
import { oneTimeCodes } from '../../db/schema';
import { checkLinkToken, consumeLinkToken, issueLinkToken } from '../../domain/link-tokens';
import type { PortalPass } from '../../domain/portal-pass';
import { HttpError } from '../../lib/http-error';
import { appLink } from '../../lib/mail-layout';
import type { PaymentDeps } from '../../lib/payment-deps';
import { oneTimeCodeEmail } from './autopay-emails';
import { mailFacts, maskEmail, requirePortalPass, sendOrFail } from './pass-access';

// One-time codes prove the person at the portal reads the pass's e-mail before they may change its
// card (docs/decisions/portal-one-time-codes.md). Only an HMAC of the code is stored; the newest code
// of a pass and purpose is the only one that counts.

const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_TRIES = 5;

type Purpose = 'card_update';
type PassKey = { email: string; plate: string; purpose: Purpose };

export async function requestOneTimeCode(deps: PaymentDeps, input: PassKey): Promise<OtpRequestResponse> {
  const now = deps.now();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const issued = deps.db.transaction(
    (tx) => {
      const pass = requirePortalPass(tx, input.email, input.plate);
      const key = keyOf(pass, input.purpose);
      const latest = newestCode(tx, key);
      if (latest) {
        const waitMs = Date.parse(latest.createdAt) + OTP_COOLDOWN_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          const retryAfter = String(Math.ceil(waitMs / 1000));
          throw new HttpError(
            429,
            'otp_cooldown',
            `Please wait ${retryAfter} seconds before asking for a new code.`,
            {
              headers: { 'Retry-After': retryAfter },
              details: { retry_after: retryAfter },
            },
          );
        }
      }
      const row = tx
        .insert(oneTimeCodes)
        .values({
          ...key,
          codeHash: codeHash(deps.config.jwtSecret, key, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
          createdAt: now.toISOString(),
        })
        .returning({ id: oneTimeCodes.id })
        .get();
      return { pass, rowId: row.id };
    },
    { behavior: 'immediate' },
  );

  const { pass } = issued;
  const language = pass.customer.language;
  // Opens the portal straight at the code step for this pass.
  const url = appLink(deps.config.publicBaseUrl, '/change-card', {
    email: pass.customer.email,
    plate: pass.vehicle.plate,
    otp: '1',
  });
  try {
    await sendOrFail(
      deps,
      { to: pass.customer.email, ...oneTimeCodeEmail(mailFacts(pass), code, url, language) },
      'otp_send_failed',
    );
  } catch (error) {
    // A code nobody received must not hold the customer back for the cooldown.
    deps.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, issued.rowId)).run();
    throw error;
  }
  return { sent_to: maskEmail(pass.customer.email), cooldown_seconds: OTP_COOLDOWN_SECONDS };
}

type VerifyOutcome = { ok: true; response: OtpVerifyResponse } | { ok: false; error: HttpError };

export function verifyOneTimeCode(deps: PaymentDeps, input: PassKey & { code: string }): OtpVerifyResponse {
  const now = deps.now();
  // Decided inside the transaction, thrown after it: a wrong try must be counted, not rolled back.
  const outcome = deps.db.transaction(
    (tx): VerifyOutcome => {
      const pass = requirePortalPass(tx, input.email, input.plate);
      const key = keyOf(pass, input.purpose);
      const latest = newestCode(tx, key);
      if (!latest || latest.consumedAt) return { ok: false, error: new HttpError(400, 'otp_invalid') };
      if (latest.attempts >= MAX_WRONG_TRIES) return { ok: false, error: new HttpError(429, 'otp_locked') };
      if (latest.expiresAt <= now.toISOString()) {
        return {
          ok: false,
          error: new HttpError(400, 'otp_invalid', 'This code has expired. Ask for a new code.'),
        };
      }
      if (!sameHash(latest.codeHash, codeHash(deps.config.jwtSecret, key, input.code))) {
        const attempts = latest.attempts + 1;
        tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, latest.id)).run();
        return {
          ok: false,
          error:
            attempts >= MAX_WRONG_TRIES
              ? new HttpError(429, 'otp_locked')
              : new HttpError(400, 'otp_invalid'),
        };
      }
      tx.update(oneTimeCodes)
        .set({ consumedAt: now.toISOString() })
        .where(eq(oneTimeCodes.id, latest.id))
        .run();
      const session = issueLinkToken(tx, deps.config.jwtSecret, {
        purpose: 'otp_session',
        subscriptionId: pass.subscription.id,
        ttlMs: OTP_SESSION_SECONDS * 1000,
        now,
        reuse: false,
      });
      return { ok: true, response: { otp_session: session.token, expires_in_seconds: OTP_SESSION_SECONDS } };
    },
    { behavior: 'immediate' },
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.response;
}

/** The verified session of this pass, or 401 `otp_session_invalid` (expired, used, another pass's, forged). */
export function requireOtpSession(deps: PaymentDeps, pass: PortalPass, token: string): { linkId: number } {
  const check = checkLinkToken(deps.db, deps.config.jwtSecret, token, ['otp_session'], deps.now());
  if (!check.ok || check.link.subscriptionId !== pass.subscription.id) {
    throw new HttpError(401, 'otp_session_invalid');
  }
  return { linkId: check.link.id };
}

/** Ends a verified session once it has been used to save a card. */
export function endOtpSession(deps: PaymentDeps, linkId: number): void {
  consumeLinkToken(deps.db, linkId, deps.now());
}

function keyOf(pass: PortalPass, purpose: Purpose) {
  return { email: pass.customer.email, plate: pass.vehicle.plate, purpose };
}

function newestCode(tx: Parameters<typeof requirePortalPass>[0], key: ReturnType<typeof keyOf>) {
  return tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, key.email),
        eq(oneTimeCodes.plate, key.plate),
        eq(oneTimeCodes.purpose, key.purpose),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .get();
}

// Keyed by the server secret: a copy of the database alone cannot be searched for the 10^6 codes.
function codeHash(secret: string, key: ReturnType<typeof keyOf>, code: string): string {
  return createHmac('sha256', secret)
    .update(`one-time-code:${key.purpose}:${key.email}:${key.plate}:${code}`)
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
