import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { publicMailSends } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

// Every e-mail a member of the public can make the garage send (set-up links, waitlist links)
// is counted per recipient, whoever asks and from however many addresses: per-client throttles alone
// let a few clients fill one inbox. Each kind has its own allowance: with one shared cap, five waitlist
// joins typed with somebody's address used up that person's own e-mails for the hour. The sign-in code
// is not counted here at all: it is paced per e-mail and plate (sign-in-codes.ts), so nothing a
// stranger does with the address alone can hold it back (docs/decisions/sign-in-mail-pacing.md).

/** Seconds between two e-mails of the same kind to the same address. */
export const PUBLIC_MAIL_COOLDOWN_SECONDS = 60;
/** Public-caused e-mails of one kind one address receives per hour. */
export const PUBLIC_MAIL_HOURLY_CAP = 5;

export type PublicMailKind = 'enable_autopay_link' | 'card_update_link' | 'waitlist_link';

export type MailGuardDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Claims one send for the recipient when the cooldown and the hourly cap allow it. Run it inside the
 * caller's BEGIN IMMEDIATE transaction so two concurrent requests cannot both pass.
 */
export async function claimPublicMail(
  tx: DbExecutor,
  input: { recipient: string; kind: PublicMailKind; now: Date },
): Promise<MailGuardDecision> {
  const recipient = normalizeEmail(input.recipient);
  const nowMs = input.now.getTime();
  const hourAgo = new Date(nowMs - 3_600_000).toISOString();
  const lastOfKind = await firstRow(
    tx
      .select({ sentAt: publicMailSends.sentAt })
      .from(publicMailSends)
      .where(and(eq(publicMailSends.recipient, recipient), eq(publicMailSends.kind, input.kind)))
      .orderBy(desc(publicMailSends.sentAt))
      .limit(1),
  );
  if (lastOfKind) {
    const waitMs = Date.parse(lastOfKind.sentAt) + PUBLIC_MAIL_COOLDOWN_SECONDS * 1000 - nowMs;
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  // Rows older than the hour count for nothing: dropped as new ones come, so the table stays small.
  await tx.delete(publicMailSends).where(lt(publicMailSends.sentAt, hourAgo));
  const inLastHour = await tx
    .select({ sentAt: publicMailSends.sentAt })
    .from(publicMailSends)
    .where(
      and(
        eq(publicMailSends.recipient, recipient),
        eq(publicMailSends.kind, input.kind),
        gt(publicMailSends.sentAt, hourAgo),
      ),
    )
    .orderBy(publicMailSends.sentAt);
  if (inLastHour.length >= PUBLIC_MAIL_HOURLY_CAP) {
    // Free again once the oldest of the hour's sends is an hour old.
    const oldest = Date.parse(inLastHour[0]?.sentAt ?? input.now.toISOString());
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + 3_600_000 - nowMs) / 1000)) };
  }
  await tx.insert(publicMailSends).values({ recipient, kind: input.kind, sentAt: input.now.toISOString() });
  return { ok: true };
}

/** As `claimPublicMail`, for callers that answer a refusal: 429 `mail_cooldown` with Retry-After. */
export async function requirePublicMail(
  tx: DbExecutor,
  input: { recipient: string; kind: PublicMailKind; now: Date },
): Promise<void> {
  const decision = await claimPublicMail(tx, input);
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
export async function releasePublicMail(
  tx: DbExecutor,
  input: { recipient: string; kind: PublicMailKind; now: Date },
): Promise<void> {
  const row = await firstRow(
    tx
      .select({ id: publicMailSends.id })
      .from(publicMailSends)
      .where(
        and(
          eq(publicMailSends.recipient, normalizeEmail(input.recipient)),
          eq(publicMailSends.kind, input.kind),
          eq(publicMailSends.sentAt, input.now.toISOString()),
        ),
      )
      .limit(1),
  );
  if (row) await tx.delete(publicMailSends).where(eq(publicMailSends.id, row.id));
}
