import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../db/db-executor';
import { publicMailSends } from '../db/schema';
import { HttpError } from '../lib/http-error';

// Every e-mail a member of the public can make the garage send (sign-in codes, set-up links, invites)
// is counted per recipient, whoever asks and from however many addresses: per-client throttles alone
// let a few clients fill one inbox. The recipient is always the address from the database.

/** Seconds between two e-mails of the same kind to the same address. */
export const PUBLIC_MAIL_COOLDOWN_SECONDS = 60;
/** Public-caused e-mails one address receives per hour, all kinds together. */
export const PUBLIC_MAIL_HOURLY_CAP = 5;

export type PublicMailKind =
  | 'sign_in'
  | 'invite'
  | 'enable_autopay_link'
  | 'card_update_link'
  | 'waitlist_link';

export type MailGuardDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Claims one send for the recipient when the cooldown and the hourly cap allow it. Run it inside the
 * caller's BEGIN IMMEDIATE transaction so two concurrent requests cannot both pass.
 */
export function claimPublicMail(
  tx: DbExecutor,
  input: { recipient: string; kind: PublicMailKind; now: Date },
): MailGuardDecision {
  const recipient = input.recipient.trim().toLowerCase();
  const nowMs = input.now.getTime();
  const hourAgo = new Date(nowMs - 3_600_000).toISOString();
  const lastOfKind = tx
    .select({ sentAt: publicMailSends.sentAt })
    .from(publicMailSends)
    .where(and(eq(publicMailSends.recipient, recipient), eq(publicMailSends.kind, input.kind)))
    .orderBy(desc(publicMailSends.sentAt))
    .get();
  if (lastOfKind) {
    const waitMs = Date.parse(lastOfKind.sentAt) + PUBLIC_MAIL_COOLDOWN_SECONDS * 1000 - nowMs;
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  const inLastHour = tx
    .select({ sentAt: publicMailSends.sentAt })
    .from(publicMailSends)
    .where(and(eq(publicMailSends.recipient, recipient), gt(publicMailSends.sentAt, hourAgo)))
    .orderBy(publicMailSends.sentAt)
    .all();
  if (inLastHour.length >= PUBLIC_MAIL_HOURLY_CAP) {
    // Free again once the oldest of the hour's sends is an hour old.
    const oldest = Date.parse(inLastHour[0]?.sentAt ?? input.now.toISOString());
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + 3_600_000 - nowMs) / 1000)) };
  }
  tx.insert(publicMailSends).values({ recipient, kind: input.kind, sentAt: input.now.toISOString() }).run();
  return { ok: true };
}

/** As `claimPublicMail`, for callers that answer a refusal: 429 `mail_cooldown` with Retry-After. */
export function requirePublicMail(
  tx: DbExecutor,
  input: { recipient: string; kind: PublicMailKind; now: Date },
): void {
  const decision = claimPublicMail(tx, input);
  if (decision.ok) return;
  const retryAfter = String(decision.retryAfterSeconds);
  throw new HttpError(
    429,
    'mail_cooldown',
    `We just sent an e-mail to this address. Please check your inbox, or try again in ${retryAfter} seconds.`,
    { headers: { 'Retry-After': retryAfter }, details: { retry_after: retryAfter } },
  );
}

/** Gives a claimed send back when the mail service refused it: nothing reached the inbox. */
export function releasePublicMail(
  tx: DbExecutor,
  input: { recipient: string; kind: PublicMailKind; now: Date },
): void {
  const row = tx
    .select({ id: publicMailSends.id })
    .from(publicMailSends)
    .where(
      and(
        eq(publicMailSends.recipient, input.recipient.trim().toLowerCase()),
        eq(publicMailSends.kind, input.kind),
        eq(publicMailSends.sentAt, input.now.toISOString()),
      ),
    )
    .get();
  if (row) tx.delete(publicMailSends).where(eq(publicMailSends.id, row.id)).run();
}

/** How many public-caused e-mails the address received in the last hour (tests and staff tooling). */
export function publicMailsInLastHour(tx: DbExecutor, recipient: string, now: Date): number {
  const row = tx
    .select({ n: count() })
    .from(publicMailSends)
    .where(
      and(
        eq(publicMailSends.recipient, recipient.trim().toLowerCase()),
        gt(publicMailSends.sentAt, new Date(now.getTime() - 3_600_000).toISOString()),
      ),
    )
    .get();
  return row?.n ?? 0;
}
