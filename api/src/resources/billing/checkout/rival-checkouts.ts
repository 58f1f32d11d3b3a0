import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { checkouts, spaceHolds } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';

// Another browser's live checkout of the same plate or e-mail (docs/decisions/checkout-plate-conflict.md).
// A held space alone no longer keeps the next buyer out: a stranger who typed someone's plate or
// e-mail would block that person until the hold lapsed. Only a payment under way at the provider
// does: it is never cancelled mid-way, and never paid a second time by the checkout replacing it.

type CheckoutRow = typeof checkouts.$inferSelect;

/** Payment intent states from which money moves without the server's say. */
const PAYMENT_UNDER_WAY = new Set(['requires_action', 'processing', 'requires_capture', 'succeeded']);
/** Setup intent states: the bank's check of the card is open, or the card is saved and subscribe follows. */
const SETUP_UNDER_WAY = new Set(['requires_action', 'processing', 'succeeded']);

/** A rival checkout create-intent may replace, as it was when it was found unpaid. */
export type UnpaidRival = Pick<CheckoutRow, 'id' | 'updatedAt' | 'billingAnchor'>;

/**
 * The live checkouts of other browsers (not `checkoutToken`'s) for this plate or e-mail, each with
 * no payment under way; a one-time payment intent is cancelled at the provider before it counts as
 * unpaid, so the replaced checkout cannot be paid afterwards. 409 `checkout_in_progress` when one
 * has a payment under way. Runs before reserveSpace's transaction (the provider is asked): the
 * transaction replaces a rival only if it is still as found (`updatedAt`, and the billing anchor
 * autopay's subscribe fixes before it charges, whatever the clock says).
 */
export async function unpaidRivals(
  deps: PaymentDeps,
  input: { plate: string; email: string; checkoutToken: string | undefined },
  nowIso: string,
): Promise<UnpaidRival[]> {
  const rivals = (
    await deps.db
      .select({ checkout: checkouts })
      .from(checkouts)
      .innerJoin(spaceHolds, eq(spaceHolds.id, checkouts.holdId))
      .where(
        and(
          eq(checkouts.status, 'open'),
          or(eq(checkouts.plate, input.plate), eq(checkouts.email, input.email)),
          input.checkoutToken === undefined ? undefined : ne(checkouts.token, input.checkoutToken),
          isNull(spaceHolds.releasedAt),
          gt(spaceHolds.expiresAt, nowIso),
        ),
      )
  ).map((row) => row.checkout);
  const unpaid: UnpaidRival[] = [];
  for (const rival of rivals) {
    if (await isPaymentUnderWay(deps, rival)) throw new HttpError(409, 'checkout_in_progress');
    unpaid.push({ id: rival.id, updatedAt: rival.updatedAt, billingAnchor: rival.billingAnchor });
  }
  return unpaid;
}

async function isPaymentUnderWay(deps: PaymentDeps, rival: CheckoutRow): Promise<boolean> {
  const { payments } = deps;
  const label = `checkout ${rival.id} replaced`;
  const intentId = rival.providerIntentId;
  // Its own create-intent is still asking the provider for the intent: wait for it to be known.
  if (!intentId) return true;
  if (rival.intentKind === 'payment') {
    const status = await providerCall(deps, () => payments.getPaymentIntentStatus(intentId), label);
    if (status === null) return false;
    if (PAYMENT_UNDER_WAY.has(status)) return true;
    // Confirmed in the browser since, it cannot be cancelled (Stripe refuses): the status read after
    // the attempt is what decides, and a provider that stays unreachable answers 503 there.
    await payments.cancelPaymentIntent(intentId).catch(() => undefined);
    return (await providerCall(deps, () => payments.getPaymentIntentStatus(intentId), label)) !== 'canceled';
  }
  // Autopay charges in subscribe, on the server: once subscribe started (it fixes the billing
  // anchor), the first charge is under way until its answer is recorded.
  if (rival.billingAnchor !== null) {
    const firstPayment = rival.providerPaymentIntentId;
    if (!rival.providerSubscriptionId || !firstPayment) return true;
    const status = await providerCall(deps, () => payments.getPaymentIntentStatus(firstPayment), label);
    return status !== null && PAYMENT_UNDER_WAY.has(status);
  }
  const setup = await providerCall(deps, () => payments.getSetupIntent(intentId), label);
  return setup !== null && SETUP_UNDER_WAY.has(setup.status);
}
