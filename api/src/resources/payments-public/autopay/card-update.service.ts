import { randomUUID } from 'node:crypto';
import type { CardConfirmResponse, CardSetupResponse } from '../../../contract/autopay';
import { renewalDateFor } from '../../../contract/calendar-date';
import { isAmex } from '../../../contract/card-brand';
import { periodStartAfter } from '../../../contract/renewal-calendar';
import { ensureProviderCustomer } from '../../../domain/billing/autopay-billing';
import { nextAutopayCharge, providerNextCharge } from '../../../domain/billing/next-autopay-charge';
import { notifyPassOwner } from '../../../domain/passes/owner-notices';
import { type PortalPass, passById } from '../../../domain/passes/portal-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import { requirePortalPass } from './pass-access';

// Changing the card on `/change-card`, signed in (the router checked the session's e-mail): a setup
// intent the portal's payment form confirms, then the saved card becomes the one future autopay
// charges use, and the owner is told. A renewal the old card left unpaid is charged to the new card
// at once, and the answer says so (amount, paid or declined) with the next automatic charge, so the
// screen tells what happened instead of promising only the next charge.

type PassKey = { email: string; plate: string };

export async function startCardSetup(
  deps: PaymentDeps,
  input: PassKey,
  portalSessionId: number,
): Promise<CardSetupResponse> {
  const pass = await requirePortalPass(deps.db, input.email, input.plate);
  const customerId = await ensureProviderCustomer(deps, pass);
  const intent = await providerCall(deps, async () =>
    deps.payments.createSetupIntent({
      customerId,
      metadata: {
        purpose: 'card_update',
        subscription_id: String(pass.subscription.id),
        portal_session: String(portalSessionId),
      },
      // A session may change the card more than once; an unconfirmed extra intent costs nothing.
      idempotencyKey: `portal-session:${portalSessionId}:setup-intent:${randomUUID()}`,
    }),
  );
  return { client_secret: intent.clientSecret, setup_intent_id: intent.id };
}

export async function confirmCardSetup(
  deps: PaymentDeps,
  input: PassKey & { setup_intent_id: string },
): Promise<CardConfirmResponse> {
  const pass = await requirePortalPass(deps.db, input.email, input.plate);
  const intent = await providerCall(deps, () => deps.payments.getSetupIntent(input.setup_intent_id));
  const customerId = pass.subscription.providerCustomerId;
  // Another pass's intent (or one from another session) looks the same as none at all.
  if (
    !intent ||
    !customerId ||
    intent.customerId !== customerId ||
    intent.metadata.subscription_id !== String(pass.subscription.id)
  ) {
    throw new HttpError(404, 'setup_not_found');
  }
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    throw new HttpError(409, 'setup_incomplete', `Setup not completed (${intent.status})`);
  }
  const paymentMethodId = intent.paymentMethodId;
  const method = await providerCall(deps, () => deps.payments.getPaymentMethod(paymentMethodId));
  if (isAmex(method?.brand ?? null)) throw new HttpError(400, 'amex_not_accepted');

  const live = pass.subscription.autopay ? pass.subscription.providerSubscriptionId : null;
  await providerCall(deps, async () =>
    deps.payments.setDefaultPaymentMethod({
      customerId,
      paymentMethodId,
      subscriptionId: live,
    }),
  );
  await notifyPassOwner(deps, pass, 'card_changed');
  // What the failed renewal charges, read before the retry moves the pass on.
  const dueCents =
    pass.subscription.autopayFailedCents ?? (await nextAutopayCharge(deps.db, pass))?.amountCents ?? 0;
  let retried: 'paid' | 'failed' | 'none' = 'none';
  if (live) {
    // A renewal left unpaid by the old card is charged to the new one now; its outcome also arrives
    // as invoice events like any renewal (with the sandbox, before this call returns).
    retried = await providerCall(deps, async () => deps.payments.retryOpenInvoice(live)).catch(
      (error: unknown): 'none' => {
        deps.log(`could not retry the open invoice of ${live}`, error);
        return 'none';
      },
    );
  }
  const saved = await providerCall(deps, () => deps.payments.getSavedCard(customerId));
  const after = (await passById(deps.db, pass.subscription.id)) ?? pass;
  const next = await providerNextCharge(deps, retried === 'paid' ? movedOn(pass, after) : after);
  return {
    card_last4: saved?.last4 ?? '',
    brand: saved?.brand ?? method?.brand ?? 'unknown',
    charged_now: retried === 'none' ? null : { status: retried, amount_cents: dueCents },
    next_charge: next ? { amount_cents: next.amountCents, date: next.date } : null,
  };
}

/**
 * The pass once the renewal just paid is applied: already so when its provider event arrived (the
 * sandbox's comes before the retry returns); otherwise as applyRenewal will make it, the charge on R
 * paying the month from R+1 (a lapsed renewal refused for want of space is refunded by that event).
 */
function movedOn(before: PortalPass, after: PortalPass): PortalPass {
  const renewal = before.subscription.nextRenewalDate;
  if (!renewal || after.subscription.nextRenewalDate !== renewal) return after;
  return {
    ...after,
    subscription: {
      ...after.subscription,
      nextRenewalDate: renewalDateFor(periodStartAfter(renewal), after.plan.durationMonths),
      discountCyclesLeft: Math.max(0, after.subscription.discountCyclesLeft - 1),
    },
  };
}
