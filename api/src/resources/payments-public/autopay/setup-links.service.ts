import type { LinkSentResponse, SetupPurpose } from '../../../contract/autopay';
import { autopayEnableLinkEmail, cardUpdateLinkEmail } from '../../../domain/autopay-emails';
import { issueLinkToken } from '../../../domain/link-tokens';
import { isPassExpired } from '../../../domain/pass-calendar';
import { type PublicMailKind, releasePublicMail, requirePublicMail } from '../../../domain/public-mail-guard';
import { signedInLink } from '../../../domain/sign-in-links';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { mailFacts, requirePortalPass, sendOrFail } from './pass-access';

// E-mailed links to the provider's hosted card set-up (`/pay?token=...`): 24 h, single use, and the
// same live link again when the customer asks twice (docs/decisions/portal-setup-links.md). The
// caller is signed in; the recipient's cooldown and hourly cap still hold (public-mail-guard.ts), and
// the link signs the reader in too (`&signin=`), since it reached the pass's own mailbox.

const LINK_TTL_MS = 24 * 60 * 60_000;

export async function sendSetupLink(
  deps: PaymentDeps,
  input: { email: string; plate: string },
  purpose: SetupPurpose,
): Promise<LinkSentResponse> {
  const now = deps.now();
  const kind: PublicMailKind = purpose === 'enable_autopay' ? 'enable_autopay_link' : 'card_update_link';
  const { pass, link, url } = deps.db.transaction(
    (tx) => {
      const found = requirePortalPass(tx, input.email, input.plate);
      // Autopay cannot be turned on for a pass that has lapsed: it must be renewed first.
      if (purpose === 'enable_autopay' && isPassExpired(deps, found))
        throw new HttpError(409, 'pass_expired');
      requirePublicMail(tx, { recipient: found.customer.email, kind, now });
      const issued = issueLinkToken(tx, deps.config.jwtSecret, {
        purpose,
        subscriptionId: found.subscription.id,
        ttlMs: LINK_TTL_MS,
        now,
      });
      const signedIn = signedInLink(tx, {
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
    await sendOrFail(deps, { to: pass.customer.email, ...content }, 'mail_send_failed');
  } catch (error) {
    // Nothing reached the inbox: the cooldown must not hold the customer back.
    releasePublicMail(deps.db, { recipient: pass.customer.email, kind, now });
    throw error;
  }
  return { sent: true, reusedToken: link.reused };
}
