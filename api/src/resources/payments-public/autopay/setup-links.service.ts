import type { LinkSentResponse, SetupPurpose } from '../../../contract/autopay';
import { checkLinkToken, issueLinkToken } from '../../../domain/link-tokens';
import type { PortalPass } from '../../../domain/portal-pass';
import { passById } from '../../../domain/portal-pass';
import { type PublicMailKind, releasePublicMail, requirePublicMail } from '../../../domain/public-mail-guard';
import { signedInLink } from '../../../domain/sign-in-links';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { autopayEnableLinkEmail, cardUpdateLinkEmail } from './autopay-emails';
import { isPassExpired, mailFacts, requirePortalPass, sendOrFail } from './pass-access';

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

export type CheckedLink = { pass: PortalPass; purpose: SetupPurpose; linkId: number };

/** The pass and purpose of an e-mailed link: 404 `link_not_found` (forged), 410 `link_expired` (expired or used). */
export function checkSetupLink(deps: PaymentDeps, token: string): CheckedLink {
  const check = checkLinkToken(
    deps.db,
    deps.config.jwtSecret,
    token,
    ['enable_autopay', 'card_update'],
    deps.now(),
  );
  if (!check.ok) {
    throw check.reason === 'not_found'
      ? new HttpError(404, 'link_not_found')
      : new HttpError(410, 'link_expired');
  }
  const pass = passById(deps.db, check.link.subscriptionId);
  if (!pass) throw new HttpError(404, 'link_not_found');
  return { pass, purpose: check.link.purpose as SetupPurpose, linkId: check.link.id };
}
