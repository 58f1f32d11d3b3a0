import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import { createAnchoredSubscription } from '../billing/autopay-billing';
import { notifyPassOwner } from '../passes/owner-notices';
import { isPassExpired } from '../passes/pass-calendar';
import { passById } from '../passes/portal-pass';
import { consumeLinkToken } from '../portal/link-tokens';
import { applyOnce, recordEvent, wasApplied } from './apply-once';
import type { PaymentOutcome, SavedCardFacts } from './payment-ledger';

// A completed hosted card set-up (the provider's `checkout.session.completed`, or `/payment-setup`
// reading the session first). Its provider calls run before it is recorded, so it is applied once per
// event id and once per set-up session: whichever path comes second finds it applied.

/** The id a set-up session is recorded under, beside the provider events. */
export function sessionKeyOf(sessionId: string): string {
  return `setup-session:${sessionId}`;
}

/**
 * The card becomes the default for future charges; enable_autopay then creates the subscription
 * anchored to R, card_update retries a past-due renewal at once.
 */
export async function applySavedCard(deps: PaymentDeps, facts: SavedCardFacts): Promise<PaymentOutcome> {
  const sessionKey = sessionKeyOf(facts.sessionId);
  if ((await wasApplied(deps.db, facts.eventId)) || (await wasApplied(deps.db, sessionKey)))
    return { kind: 'duplicate' };
  const pass = await passById(deps.db, facts.subscriptionId);
  const customerId = pass?.subscription.providerCustomerId ?? null;
  if (!pass || !customerId || customerId !== facts.customerId || !facts.paymentMethodId) {
    return (await markApplied(deps, facts, sessionKey))
      ? { kind: 'ignored', reason: 'set-up of an unknown pass or without a card' }
      : { kind: 'duplicate' };
  }
  const paymentMethodId = facts.paymentMethodId;
  const live = pass.subscription.autopay ? pass.subscription.providerSubscriptionId : null;
  let turnedOn = false;
  await providerCall(deps, async () =>
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
      reason: facts.linkId === null ? 'customer_saved_card' : 'customer_email_link',
    });
    turnedOn = true;
  }
  if (!(await markApplied(deps, facts, sessionKey))) return { kind: 'duplicate' };
  // Told once, after the set-up is marked applied: a replay or the other path gets 'duplicate' above.
  // Either autopay came on with this card, or the card on file was replaced by it.
  await notifyPassOwner(deps, pass, turnedOn ? 'autopay_on' : 'card_changed');
  if (facts.purpose === 'card_update' && live) {
    // The outcome arrives as invoice.paid / invoice.payment_failed like any renewal charge.
    await providerCall(deps, async () => deps.payments.retryOpenInvoice(live)).catch((error: unknown) =>
      deps.log(`could not retry the open invoice of ${live}`, error),
    );
  }
  return { kind: 'card_saved', subscriptionId: pass.subscription.id, purpose: facts.purpose };
}

/** Records the session and its event as applied and uses the link up; false when another got there first. */
async function markApplied(deps: PaymentDeps, facts: SavedCardFacts, sessionKey: string): Promise<boolean> {
  const marked = await applyOnce(
    deps,
    { eventId: sessionKey, eventType: 'setup-session' },
    async (tx, now) => {
      if (facts.eventId !== sessionKey)
        await recordEvent(tx, facts.eventId, facts.eventType, now.toISOString());
      if (facts.linkId !== null) await consumeLinkToken(tx, facts.linkId, now);
      return { kind: 'applied' as const };
    },
  );
  return marked.kind === 'applied';
}
