import type { SavedCardLedger } from '../../../domain/payment-lifecycle/payment-ledger';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { applySavedCard } from './hosted-setup.service';

/** The ledger's saved-card part: app.ts composes it with the passes resource's part. */
export function createSavedCardLedger(deps: PaymentDeps): SavedCardLedger {
  return { applySavedCard: (facts) => applySavedCard(deps, facts) };
}
