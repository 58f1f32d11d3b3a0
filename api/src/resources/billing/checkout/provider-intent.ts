import { and, desc, eq, sql } from 'drizzle-orm';
import { firstRow } from '../../../db/rows';
import { checkouts, spaceHolds } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { releaseHold } from '../../../domain/garage/capacity';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import type { IntentRef } from '../../../providers/payments/payments-provider';

// After the space is held: the provider's customer and intent for the browser to confirm. A provider
// failure fails the checkout and frees its space at once.

type CheckoutRow = typeof checkouts.$inferSelect;

export async function openProviderIntent(
  deps: PaymentDeps,
  checkout: CheckoutRow,
  input: { name: string; description: string; nowIso: string },
): Promise<IntentRef> {
  const metadata = { checkout_id: String(checkout.id), plate: checkout.plate };
  const opened = await providerCall(
    deps,
    async () => {
      try {
        const customerId =
          (await reusableProviderCustomer(deps, checkout.email)) ??
          (
            await deps.payments.createCustomer({
              email: checkout.email,
              name: input.name,
              metadata,
              idempotencyKey: `${checkout.token}:customer`,
            })
          ).id;
        const intent =
          checkout.intentKind === 'payment'
            ? await deps.payments.createPaymentIntent({
                customerId,
                amountCents: checkout.amountCents,
                description: input.description,
                receiptEmail: checkout.email,
                metadata,
                idempotencyKey: `${checkout.token}:payment-intent`,
              })
            : await deps.payments.createSetupIntent({
                customerId,
                metadata,
                idempotencyKey: `${checkout.token}:setup-intent`,
              });
        return { customerId, intent };
      } catch (error) {
        await failCheckout(deps, checkout, error);
        throw error;
      }
    },
    `create-intent for checkout ${checkout.id}`,
  );
  const { nowIso } = input;
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(checkouts)
      .set({
        providerCustomerId: opened.customerId,
        providerIntentId: opened.intent.id,
        ...(checkout.intentKind === 'payment' ? { providerPaymentIntentId: opened.intent.id } : {}),
        updatedAt: nowIso,
      })
      .where(eq(checkouts.id, checkout.id));
    await tx
      .update(spaceHolds)
      .set({ providerIntentId: opened.intent.id })
      .where(eq(spaceHolds.id, checkout.holdId));
  });
  return opened.intent;
}

/** Best effort: the checkouts this one replaced should not be payable any more. */
export function cancelSupersededIntents(deps: PaymentDeps, intentIds: readonly (string | null)[]): void {
  for (const oldIntent of intentIds) {
    if (oldIntent?.startsWith('pi_')) {
      deps.payments
        .cancelPaymentIntent(oldIntent)
        .catch((error: unknown) => deps.log(`could not cancel superseded intent ${oldIntent}`, error));
    }
  }
}

async function failCheckout(deps: PaymentDeps, checkout: CheckoutRow, error: unknown): Promise<void> {
  const nowIso = deps.now().toISOString();
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(checkouts)
      .set({
        status: 'failed',
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'Provider call failed',
        // It never held a space for long: its CAPTCHA pass may start the next try.
        captchaNonce: null,
        updatedAt: nowIso,
      })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')));
    await releaseHold(tx, checkout.holdId, nowIso);
  });
}

/** The provider customer of this e-mail's last checkout, so one person stays one Stripe customer. */
async function reusableProviderCustomer(deps: PaymentDeps, email: string): Promise<string | null> {
  const row = await firstRow(
    deps.db
      .select({ id: checkouts.providerCustomerId })
      .from(checkouts)
      .where(and(eq(checkouts.email, email), sql`${checkouts.providerCustomerId} is not null`))
      .orderBy(desc(checkouts.id))
      .limit(1),
  );
  const id = row?.id;
  // An id of the other provider (the app was switched between the sandbox and Stripe) means nothing here.
  return id && deps.payments.ownsId(id) ? id : null;
}
