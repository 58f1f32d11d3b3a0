import type { SetupPurpose, SetupResultResponse, SetupUrlResponse } from '../../../contract/autopay';
import { openSetupSession } from '../../../domain/billing/hosted-card-setup';
import { metadataId } from '../../../domain/billing/provider-metadata';
import type { ConsentClient } from '../../../domain/customers/consents';
import { LINK_AUTOPAY_CONSENT } from '../../../domain/emails/autopay-emails';
import { passById } from '../../../domain/passes/portal-pass';
import { applySavedCard, sessionKeyOf } from '../../../domain/payment-lifecycle/saved-card';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import { requirePortalPass } from './pass-access';

// The portal's side of the provider's hosted card set-up (domain/billing/hosted-card-setup.ts): opening it
// signed in, and what `/payment-setup` tells the customer when the provider sends them back.

/** `POST /payments-public/portal`: turns autopay on (or, when it is already on, replaces the card). */
export async function openPortalSetup(
  deps: PaymentDeps,
  input: {
    email: string;
    plate: string;
    language?: 'en' | 'es' | undefined;
    consent_text?: string | undefined;
  },
  client: ConsentClient,
): Promise<SetupUrlResponse> {
  const pass = await requirePortalPass(deps.db, input.email, input.plate);
  const purpose: SetupPurpose = pass.subscription.autopay ? 'card_update' : 'enable_autopay';
  const language = input.language ?? pass.customer.language;
  return openSetupSession(deps, pass, {
    purpose,
    language,
    linkId: null,
    consentText: input.consent_text?.trim() || LINK_AUTOPAY_CONSENT[language],
    client,
  });
}

/** `GET /payments-public/setup-result?session_id=...`: what `/payment-setup` tells the customer. */
export async function setupResult(deps: PaymentDeps, sessionId: string): Promise<SetupResultResponse> {
  const session = await providerCall(deps, () => deps.payments.getSetupSession(sessionId));
  const purpose = session?.metadata.purpose;
  const subscriptionId = Number(session?.metadata.subscription_id);
  if (
    !session ||
    (purpose !== 'enable_autopay' && purpose !== 'card_update') ||
    !Number.isInteger(subscriptionId)
  ) {
    throw new HttpError(404, 'setup_not_found');
  }
  if (session.status === 'complete') {
    // The webhook may not have arrived yet: the customer sees the outcome either way.
    await applySavedCard(deps, {
      eventId: sessionKeyOf(session.id),
      eventType: 'setup-result',
      sessionId: session.id,
      purpose,
      subscriptionId,
      linkId: metadataId(session.metadata.link_id),
      consentId: metadataId(session.metadata.consent_id),
      customerId: session.customerId,
      paymentMethodId: session.paymentMethodId,
    });
  }
  const pass = await passById(deps.db, subscriptionId);
  if (!pass) throw new HttpError(404, 'setup_not_found');
  const customerId = pass.subscription.providerCustomerId;
  const card =
    session.status === 'complete' && customerId
      ? await providerCall(deps, () => deps.payments.getSavedCard(customerId))
      : null;
  return {
    purpose,
    status: session.status === 'complete' ? 'complete' : 'open',
    autopay_enabled: pass.subscription.autopay,
    next_renewal_date: pass.subscription.nextRenewalDate,
    card_last4: card?.last4 ?? null,
  };
}
