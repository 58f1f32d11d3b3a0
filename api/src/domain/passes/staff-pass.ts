import type { PassActionResponse } from '../../contract/subscriptions';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';
import { type PortalPass, passById, passEventNames } from './portal-pass';

// A pass as staff's actions read it: the pass actions and the approved refunds (refund requests)
// answer the same state and name the pass alike in their events.

export async function requirePass(deps: Pick<PaymentDeps, 'db'>, id: number): Promise<PortalPass> {
  const pass = await passById(deps.db, id);
  if (!pass) throw new HttpError(404, 'subscription_not_found');
  return pass;
}

export async function passState(deps: Pick<PaymentDeps, 'db'>, id: number): Promise<PassActionResponse> {
  const { subscription, vehicle } = await requirePass(deps, id);
  return {
    id: subscription.id,
    status_key: subscription.statusKey,
    autopay: subscription.autopay,
    discount_cycles_left: subscription.discountCyclesLeft,
    card_id: subscription.cardId,
    previous_card_id: subscription.previousCardId,
    car_status_key: vehicle.status === 'banned' ? 'banned' : null,
  };
}

export function eventNames(pass: PortalPass) {
  return { ...passEventNames(pass), type: pass.vehicle.type };
}
