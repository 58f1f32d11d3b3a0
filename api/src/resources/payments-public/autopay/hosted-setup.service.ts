import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SetupPurpose, SetupResultResponse, SetupUrlResponse } from '../../../contract/autopay';
import { processedProviderEvents } from '../../../db/schema';
import { createAnchoredSubscription, ensureProviderCustomer } from '../../../domain/autopay-billing';
import { recordConsent } from '../../../domain/consents';
import { consumeLinkToken } from '../../../domain/link-tokens';
import { markProcessed } from '../../../domain/payment-lifecycle/apply-once';
import type { PaymentOutcome, SavedCardFacts } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PortalPass } from '../../../domain/portal-pass';
import { passById } from '../../../domain/portal-pass';
import { metadataId } from '../../../domain/provider-metadata';
import { HttpError } from '../../../lib/http-error';
import { appLink } from '../../../lib/mail-layout';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import type { ClientFacts } from '../../../middleware/client-facts';
import { LINK_AUTOPAY_CONSENT } from './autopay-emails';
import { isPassExpired, requirePortalPass } from './pass-access';
import { checkSetupLink } from './setup-links.service';
import { tellOwner } from './toggle.service';

// The provider's hosted card set-up, opened from the portal (`POST portal`) or an e-mailed link
// (`GET /checkout/init/{token}`). Its completion comes back as `checkout.session.completed` through the
// one provider-event handler, or is picked up by `/payment-setup` first; either applies it once.

/** `POST /payments-public/portal`: turns autopay on (or, when it is already on, replaces the card). */
export async function openPortalSetup(
  deps: PaymentDeps,
  input: {
    email: string;
    plate: string;
    language?: 'en' | 'es' | undefined;
    consent_text?: string | undefined;
  },
  client: ClientFacts,
): Promise<SetupUrlResponse> {
  const pass = requirePortalPass(deps.db, input.email, input.plate);
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

/** `GET /checkout/init/{token}`: the e-mailed link's set-up; the link is used up when the card is saved. */
export async function openLinkSetup(
  deps: PaymentDeps,
  token: string,
  client: ClientFacts,
): Promise<SetupUrlResponse> {
  const { pass, purpose, linkId } = checkSetupLink(deps, token);
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

async function openSetupSession(
  deps: PaymentDeps,
  pass: PortalPass,
  options: {
    purpose: SetupPurpose;
    language: 'en' | 'es';
    linkId: number | null;
    consentText: string;
    client: ClientFacts;
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
    const consentId = deps.db.transaction(
      (tx) =>
        recordConsent(
          tx,
          {
            kind: 'autopay',
            email: pass.customer.email,
            plate: pass.vehicle.plate,
            text: options.consentText,
            language: options.language,
            clientIp: options.client.ip,
            userAgent: options.client.userAgent,
            customerId: pass.customer.id,
            subscriptionId: pass.subscription.id,
          },
          deps.now(),
        ),
      { behavior: 'immediate' },
    );
    metadata.consent_id = String(consentId);
  }
  const base = deps.config.publicBaseUrl;
  const session = await providerCall(deps, () =>
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

/**
 * What the completed set-up changes (ledger port, `applySavedCard`): the card becomes the default for
 * future charges; enable_autopay then creates the subscription anchored to R, card_update retries a
 * past-due renewal at once. Once per event id and once per session.
 */
export async function applySavedCard(deps: PaymentDeps, facts: SavedCardFacts): Promise<PaymentOutcome> {
  const sessionKey = sessionKeyOf(facts.sessionId);
  if (isProcessed(deps, facts.eventId) || isProcessed(deps, sessionKey)) return { kind: 'duplicate' };
  const pass = passById(deps.db, facts.subscriptionId);
  const customerId = pass?.subscription.providerCustomerId ?? null;
  if (!pass || !customerId || customerId !== facts.customerId || !facts.paymentMethodId) {
    return markOnce(deps, facts, sessionKey)
      ? { kind: 'ignored', reason: 'set-up of an unknown pass or without a card' }
      : { kind: 'duplicate' };
  }
  const paymentMethodId = facts.paymentMethodId;
  const live = pass.subscription.autopay ? pass.subscription.providerSubscriptionId : null;
  let turnedOn = false;
  await providerCall(deps, () =>
    deps.payments.setDefaultPaymentMethod({
      customerId,
      paymentMethodId,
      subscriptionId: live,
    }),
  );
  if (facts.purpose === 'enable_autopay' && !pass.subscription.autopay && !isPassExpired(deps, pass)) {
    await createAnchoredSubscription(deps, {
      pass,
      customerId,
      paymentMethodId,
      consentId: facts.consentId,
      // Keyed by the session: the webhook and /payment-setup applying it together get one subscription.
      idempotencyKey: `${sessionKey}:subscription`,
      reason:
        facts.linkId === null
          ? 'Turned on by the customer after saving a card'
          : 'Turned on by the customer through the e-mailed link',
    });
    turnedOn = true;
  }
  if (!markOnce(deps, facts, sessionKey)) return { kind: 'duplicate' };
  // Told once, after the set-up is marked applied: a replay or the other path gets 'duplicate' above.
  // Either autopay came on with this card, or the card on file was replaced by it.
  await tellOwner(deps, pass, turnedOn ? 'autopay_on' : 'card_changed');
  if (facts.purpose === 'card_update' && live) {
    // The outcome arrives as invoice.paid / invoice.payment_failed like any renewal charge.
    await providerCall(deps, () => deps.payments.retryOpenInvoice(live)).catch((error: unknown) =>
      deps.log(`could not retry the open invoice of ${live}`, error),
    );
  }
  return { kind: 'card_saved', subscriptionId: pass.subscription.id, purpose: facts.purpose };
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
  const pass = passById(deps.db, subscriptionId);
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

function sessionKeyOf(sessionId: string): string {
  return `setup-session:${sessionId}`;
}

function isProcessed(deps: PaymentDeps, key: string): boolean {
  return (
    deps.db
      .select({ id: processedProviderEvents.providerEventId })
      .from(processedProviderEvents)
      .where(eq(processedProviderEvents.providerEventId, key))
      .get() !== undefined
  );
}

/** Records the event and its session as applied and uses the link up; false when another got there first. */
function markOnce(deps: PaymentDeps, facts: SavedCardFacts, sessionKey: string): boolean {
  const now = deps.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(
    (tx) => {
      if (!markProcessed(tx, sessionKey, 'setup-session', nowIso)) return false;
      if (facts.eventId !== sessionKey) markProcessed(tx, facts.eventId, facts.eventType, nowIso);
      if (facts.linkId !== null) consumeLinkToken(tx, facts.linkId, now);
      return true;
    },
    { behavior: 'immediate' },
  );
}
