import { SIGN_IN_LINK_HOURS } from '../../contract/portal-session';
import { SIGN_IN_QUERY_PARAM } from '../../contract/sign-in-query-param';
import type { DbExecutor } from '../../db/db-executor';
import { appLink } from '../emails/mail-layout';
import { issueLinkToken } from './link-tokens';

// Links the system e-mails on its own (renewal reminders, failed charges, `/pay` set-up links) sign the
// reader in as well: the e-mail reached the pass's own mailbox, which is all a sign-in proves. Each
// carries a fresh `sign_in` link token (24 h, single use) in `?signin=`; the page trades it for a session.

/**
 * An absolute link into the portal that also signs in for the pass's e-mail. `query` holds only what
 * the page cannot read from the session (a plate when the page is about one pass, a /pay token).
 */
export async function signedInLink(
  tx: DbExecutor,
  input: {
    secret: string;
    baseUrl: string;
    path: string;
    subscriptionId: number;
    now: Date;
    query?: Record<string, string>;
  },
): Promise<string> {
  const link = await issueLinkToken(tx, input.secret, {
    purpose: 'sign_in',
    subscriptionId: input.subscriptionId,
    ttlMs: SIGN_IN_LINK_HOURS * 3_600_000,
    now: input.now,
    // Every e-mail gets its own token: using one link must not use up another e-mail's.
    reuse: false,
  });
  return appLink(input.baseUrl, input.path, { ...input.query, [SIGN_IN_QUERY_PARAM]: link.token });
}

/** The portal's renewal page for one pass (`/renew?plate&signin`): reminders, a canceled pass, staff's resend. */
export async function signedInRenewLink(
  tx: DbExecutor,
  input: { secret: string; baseUrl: string; subscriptionId: number; plate: string; now: Date },
): Promise<string> {
  return signedInLink(tx, {
    secret: input.secret,
    baseUrl: input.baseUrl,
    path: '/renew',
    subscriptionId: input.subscriptionId,
    now: input.now,
    query: { plate: input.plate },
  });
}
