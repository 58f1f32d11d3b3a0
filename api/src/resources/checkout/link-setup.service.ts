import type { SetupPurpose, SetupUrlResponse } from '../../contract/autopay';
import { openSetupSession } from '../../domain/billing/hosted-card-setup';
import type { ConsentClient } from '../../domain/customers/consents';
import { LINK_AUTOPAY_CONSENT } from '../../domain/emails/autopay-emails';
import { type PortalPass, passById } from '../../domain/passes/portal-pass';
import { checkLinkToken } from '../../domain/portal/link-tokens';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';

// An e-mailed set-up link (`/pay?token=...`, sent from the portal's autopay calls) opened: the
// provider's hosted card set-up for its pass and purpose. The link is used up when the card is saved.

type CheckedLink = { pass: PortalPass; purpose: SetupPurpose; linkId: number };

/** `GET /checkout/init/{token}`. */
export async function openLinkSetup(
  deps: PaymentDeps,
  token: string,
  client: ConsentClient,
): Promise<SetupUrlResponse> {
  const { pass, purpose, linkId } = await checkSetupLink(deps, token);
  const language = pass.customer.language;
  return openSetupSession(deps, pass, {
    purpose,
    language,
    linkId,
    // The authorization the link's e-mail showed above the link.
    consentText: LINK_AUTOPAY_CONSENT[language],
    client,
  });
}

/** The link's pass and purpose: 404 `link_not_found` (forged), 410 `link_expired` (expired or used). */
async function checkSetupLink(deps: PaymentDeps, token: string): Promise<CheckedLink> {
  const check = await checkLinkToken(
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
  const pass = await passById(deps.db, check.link.subscriptionId);
  if (!pass) throw new HttpError(404, 'link_not_found');
  return { pass, purpose: check.link.purpose as SetupPurpose, linkId: check.link.id };
}
