import type { LinkSentResponse, SetupPurpose } from '../../contract/autopay';
import type { DbExecutor } from '../../db/db-executor';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { isPassExpired } from '../passes/pass-calendar';
import type { PortalPass } from '../passes/portal-pass';
import { issueLinkToken } from '../portal/link-tokens';
import { type PublicMailKind, releasePublicMail, requirePublicMail } from '../portal/public-mail-guard';
import { signedInLink } from '../portal/sign-in-links';
import { autopayEnableLinkEmail, cardUpdateLinkEmail, type LinkMailFacts } from './autopay-emails';

// E-mailed links to the provider's hosted card set-up (`/pay?token=...`): 24 h, single use, and the
// same live link again when asked twice (docs/decisions/portal-setup-links.md). The customer asks in
// the portal, or staff ask for them at the desk; either way the recipient's cooldown and hourly cap
// hold (public-mail-guard.ts), the link signs the reader in (`&signin=`), since it reached the pass's
// own mailbox, and the customer agrees to autopay only by saving a card through it.

const LINK_TTL_MS = 24 * 60 * 60_000;

/** What a link e-mail says about the pass. */
function mailFacts(pass: PortalPass): LinkMailFacts {
  return {
    firstName: pass.customer.firstName,
    email: pass.customer.email,
    plate: pass.vehicle.plate,
    nextRenewalDate: pass.subscription.nextRenewalDate,
  };
}

/**
 * E-mails the customer of the pass `findPass` reads (inside the write transaction) the set-up link.
 * An enable link for an expired pass is refused (409 pass_expired): it must be renewed first.
 */
export async function mailSetupLink(
  deps: PaymentDeps,
  findPass: (tx: DbExecutor) => Promise<PortalPass>,
  purpose: SetupPurpose,
): Promise<LinkSentResponse> {
  const now = deps.now();
  const kind: PublicMailKind = purpose === 'enable_autopay' ? 'enable_autopay_link' : 'card_update_link';
  const { pass, link, url } = await inTransaction(
    deps.db,
    async (tx) => {
      const found = await findPass(tx);
      if (purpose === 'enable_autopay' && isPassExpired(deps, found))
        throw new HttpError(409, 'pass_expired');
      await requirePublicMail(tx, { recipient: found.customer.email, kind, now });
      const issued = await issueLinkToken(tx, deps.config.jwtSecret, {
        purpose,
        subscriptionId: found.subscription.id,
        ttlMs: LINK_TTL_MS,
        now,
      });
      const signedIn = await signedInLink(tx, {
        secret: deps.config.jwtSecret,
        baseUrl: deps.config.publicBaseUrl,
        path: '/pay',
        subscriptionId: found.subscription.id,
        now,
        query: { token: issued.token },
      });
      return { pass: found, link: issued, url: signedIn };
    },
    { behavior: 'immediate' },
  );
  const language = pass.customer.language;
  const content =
    purpose === 'enable_autopay'
      ? autopayEnableLinkEmail(mailFacts(pass), url, language)
      : cardUpdateLinkEmail(mailFacts(pass), url, language);
  try {
    await deps.mail.send({ to: pass.customer.email, ...content });
  } catch (error) {
    deps.log(`could not send a ${purpose} link e-mail`, error);
    // Nothing reached the inbox: the cooldown must not hold the customer back.
    await releasePublicMail(deps.db, { recipient: pass.customer.email, kind, now });
    throw new HttpError(502, 'mail_send_failed');
  }
  return { sent: true, reusedToken: link.reused };
}
