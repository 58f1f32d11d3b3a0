import type { LinkSentResponse, SetupPurpose } from '../../../contract/autopay';
import { mailSetupLink } from '../../../domain/emails/setup-link-mail';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { requirePortalPass } from './pass-access';

// The portal's e-mailed set-up links (docs/decisions/portal-setup-links.md): the signed-in caller
// names the pass by e-mail and plate; the mail itself is domain/emails/setup-link-mail.ts, which staff use too.

export async function sendSetupLink(
  deps: PaymentDeps,
  input: { email: string; plate: string },
  purpose: SetupPurpose,
): Promise<LinkSentResponse> {
  return mailSetupLink(deps, async (tx) => requirePortalPass(tx, input.email, input.plate), purpose);
}
