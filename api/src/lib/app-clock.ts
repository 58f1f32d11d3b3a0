import type { PaymentsProvider } from '../providers/payments/payments-provider';

/**
 * One app clock (docs/decisions/customer-portal.md): base time plus the sandbox test clock's offset,
 * so advance-clock moves days left, link and code expiry and the jobs together with its billing.
 * Base time alone with Stripe or a disabled (production) sandbox.
 */
export function appClock(payments: PaymentsProvider, baseNow: () => Date = () => new Date()): () => Date {
  const sandbox = payments.sandbox?.enabled ? payments.sandbox : null;
  return sandbox ? () => new Date(baseNow().getTime() + sandbox.clockOffsetMs()) : baseNow;
}
