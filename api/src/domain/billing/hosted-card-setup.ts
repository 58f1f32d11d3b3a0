import { randomUUID } from 'node:crypto';
import type { SetupPurpose, SetupUrlResponse } from '../../contract/autopay';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import { type ConsentClient, recordPassAutopayConsent } from '../customers/consents';
import { appLink } from '../emails/mail-layout';
import { isPassExpired } from '../passes/pass-calendar';
import type { PortalPass } from '../passes/portal-pass';
import { ensureProviderCustomer } from './autopay-billing';

// The provider's hosted card set-up, opened from the portal (`POST /payments-public/portal`) or an
// e-mailed link (`GET /checkout/init/{token}`). Its completion comes back as
// `checkout.session.completed` through the one provider-event handler, or is picked up by
// `/payment-setup` first; either applies it once (payment-lifecycle/saved-card.ts).

export async function openSetupSession(
  deps: PaymentDeps,
  pass: PortalPass,
  options: {
    purpose: SetupPurpose;
    language: 'en' | 'es';
    linkId: number | null;
    consentText: string;
    client: ConsentClient;
  },
): Promise<SetupUrlResponse> {
  if (options.purpose === 'enable_autopay' && isPassExpired(deps, pass))
    throw new HttpError(409, 'pass_expired');
  const customerId = await ensureProviderCustomer(deps, pass);
  const metadata: Record<string, string> = {
    purpose: options.purpose,
    subscription_id: String(pass.subscription.id),
  };
  if (options.linkId !== null) metadata.link_id = String(options.linkId);
  if (options.purpose === 'enable_autopay') {
    const consentId = await recordPassAutopayConsent(deps, pass, {
      text: options.consentText,
      language: options.language,
      client: options.client,
    });
    metadata.consent_id = String(consentId);
  }
  const base = deps.config.publicBaseUrl;
  const session = await providerCall(deps, async () =>
    deps.payments.createSetupSession({
      customerId,
      // The provider puts the session id in place of the placeholder; appLink would escape its braces.
      successUrl: `${appLink(base, '/payment-setup')}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: appLink(base, '/payments'),
      locale: options.language,
      metadata,
      // Every opening is its own session: an abandoned one may have expired at the provider.
      idempotencyKey: `pass:${pass.subscription.id}:setup-session:${randomUUID()}`,
    }),
  );
  return { url: session.url };
}
