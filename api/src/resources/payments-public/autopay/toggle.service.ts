import type { ToggleAutopayResponse } from '../../../contract/autopay';
import { createAnchoredSubscription, stopAutopay } from '../../../domain/billing/autopay-billing';
import { type ConsentClient, recordPassAutopayConsent } from '../../../domain/customers/consents';
import { notifyPassOwner } from '../../../domain/passes/owner-notices';
import { isPassExpired } from '../../../domain/passes/pass-calendar';
import type { PortalPass } from '../../../domain/passes/portal-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import { requirePortalPass } from './pass-access';

// The portal's autopay switch (docs/decisions/portal-autopay-toggle.md). Off cancels the provider
// subscription at once and forfeits the discounted cycles left; on needs a live pass, the customer's
// consent text and a saved card, and bills from the pass's own renewal date without any discount.
// The router checked the session's e-mail; the owner is told of either switch.

type ToggleInput = {
  email: string;
  plate: string;
  enable: boolean;
  consent_text?: string | undefined;
  language?: 'en' | 'es' | undefined;
};

/** `need_setup` is answered by the router with `needSetup: true` in the body. */
export type ToggleResult = { kind: 'done'; body: ToggleAutopayResponse } | { kind: 'need_setup' };

export async function toggleAutopay(
  deps: PaymentDeps,
  input: ToggleInput,
  client: ConsentClient,
): Promise<ToggleResult> {
  const pass = await requirePortalPass(deps.db, input.email, input.plate);
  if (!input.enable) {
    const off = await stopAutopay(deps, pass, {
      reason: 'customer_portal_off',
    });
    if (pass.subscription.autopay && !off.subscription.autopay)
      await notifyPassOwner(deps, pass, 'autopay_off');
    return { kind: 'done', body: stateOf(off) };
  }
  if (pass.subscription.autopay) return { kind: 'done', body: stateOf(pass) };
  if (isPassExpired(deps, pass)) throw new HttpError(409, 'pass_expired');
  const consentText = input.consent_text?.trim();
  if (!consentText) throw new HttpError(400, 'consent_required');

  const customerId = pass.subscription.providerCustomerId;
  const card = customerId ? await providerCall(deps, () => deps.payments.getSavedCard(customerId)) : null;
  if (!customerId || !card) return { kind: 'need_setup' };

  const consentId = await recordPassAutopayConsent(deps, pass, {
    text: consentText,
    language: input.language ?? pass.customer.language,
    client,
  });
  const updated = await createAnchoredSubscription(deps, {
    pass,
    customerId,
    paymentMethodId: card.paymentMethodId,
    consentId,
    // A double click reads the same row version, so the provider hands back the same subscription.
    idempotencyKey: `pass:${pass.subscription.id}:autopay-on:${pass.subscription.updatedAt}:${card.paymentMethodId}`,
    reason: 'customer_portal_on',
  });
  if (updated.subscription.autopay) await notifyPassOwner(deps, pass, 'autopay_on');
  return { kind: 'done', body: stateOf(updated) };
}

function stateOf(pass: PortalPass): ToggleAutopayResponse {
  return {
    autopay_enabled: pass.subscription.autopay,
    discount_cycles_left: pass.subscription.discountCyclesLeft,
    next_renewal_date: pass.subscription.nextRenewalDate,
  };
}
