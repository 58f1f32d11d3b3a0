import type { PaymentDeps } from '../../lib/payment-deps';
import { providerCall } from '../../lib/provider-call';
import type { SavedCard } from '../../providers/payments/payments-provider';
import type { PortalPass } from './portal-pass';

/**
 * The card the provider charges for this pass's customer (its default), or null when none is saved or
 * the pass's customer belongs to another provider. A provider outage is a 503 (`providerCall`).
 */
export async function passSavedCard(
  deps: Pick<PaymentDeps, 'payments' | 'log'>,
  pass: PortalPass,
): Promise<SavedCard | null> {
  const customerId = pass.subscription.providerCustomerId;
  if (!customerId || !deps.payments.ownsId(customerId)) return null;
  return providerCall(
    deps,
    () => deps.payments.getSavedCard(customerId),
    `saved card of pass ${pass.subscription.id}`,
  );
}
