import { and, eq, inArray, or } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import { returnedRow } from '../../db/rows';
import { waitlistEntries } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { statusLink, statusLinkEmail } from '../emails/waitlist-emails';
import { claimPublicMail, releasePublicMail } from '../portal/public-mail-guard';
import { entryToken, entryTokenHash, type WaitlistEntryRow } from './entry-token';
import type { WaitlistDeps } from './waitlist-queue';

// Joining the waitlist (`POST /leads`). One open entry per e-mail and per plate: a repeat stores
// nothing and answers as the first, so the answer never tells whether someone is on the list. The
// e-mail with the private link goes only to the address typed in, at most as often as the public-mail
// guard allows, so nobody can make the garage flood an inbox.

export type JoinInput = {
  firstName: string | undefined;
  lastName: string | undefined;
  email: string;
  plate: string | undefined;
  lang: 'en' | 'es';
};

const OPEN = ['unconfirmed', 'waiting', 'offered'] as const;

export async function joinWaitlist(deps: WaitlistDeps, input: JoinInput): Promise<void> {
  const now = deps.now();
  const email = normalizeEmail(input.email);
  const toMail = await inTransaction(
    deps.db,
    async (tx): Promise<WaitlistEntryRow | null> => {
      const open = await tx
        .select()
        .from(waitlistEntries)
        .where(
          and(
            inArray(waitlistEntries.status, [...OPEN]),
            input.plate
              ? or(eq(waitlistEntries.email, email), eq(waitlistEntries.plate, input.plate))
              : eq(waitlistEntries.email, email),
          ),
        );
      if (open.length > 0) {
        // The owner of the e-mail gets their link again (a lost e-mail); a plate someone else
        // listed sends nothing to anyone.
        const own = open.find((entry) => entry.email === email);
        if (!own) return null;
        return (await claimPublicMail(tx, { recipient: email, kind: 'waitlist_link', now })).ok ? own : null;
      }
      const inserted = await returnedRow(
        tx
          .insert(waitlistEntries)
          .values({
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            email,
            plate: input.plate ?? null,
            language: input.lang,
            joinedAt: now.toISOString(),
          })
          .returning(),
      );
      const entry = await returnedRow(
        tx
          .update(waitlistEntries)
          .set({ tokenHash: entryTokenHash(entryToken(deps.config.jwtSecret, inserted)) })
          .where(eq(waitlistEntries.id, inserted.id))
          .returning(),
      );
      return (await claimPublicMail(tx, { recipient: email, kind: 'waitlist_link', now })).ok ? entry : null;
    },
    { behavior: 'immediate' },
  );
  if (toMail) await sendStatusLink(deps, toMail, now);
}

async function sendStatusLink(deps: WaitlistDeps, entry: WaitlistEntryRow, now: Date): Promise<void> {
  const url = statusLink(deps.config.publicBaseUrl, entryToken(deps.config.jwtSecret, entry));
  try {
    await deps.mail.send({
      to: entry.email,
      ...statusLinkEmail({
        language: entry.language,
        firstName: entry.firstName,
        confirmed: entry.status !== 'unconfirmed',
        url,
        offerHours: deps.config.waitlistOfferHours,
      }),
    });
  } catch (error) {
    // The answer stays the same; the person can join again to get the link once the mail works.
    deps.log(`waitlist link e-mail for entry ${entry.id} failed`, error);
    await releasePublicMail(deps.db, { recipient: entry.email, kind: 'waitlist_link', now });
  }
}
