import { PaymentsUnavailableError } from '../providers/payments/payments-provider';
import { HttpError } from './http-error';
import type { PaymentDeps } from './payment-deps';

/**
 * A provider outage becomes a 503 the customer can retry, never a 500; other errors pass through.
 * `what` names the call in the server log ("create-intent for checkout 4").
 */
export async function providerCall<T>(
  deps: Pick<PaymentDeps, 'log'>,
  call: () => Promise<T>,
  what = 'payment provider call',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) {
      deps.log(`${what} failed`, error);
      throw new HttpError(503, 'payment_provider_unavailable');
    }
    throw error;
  }
}
