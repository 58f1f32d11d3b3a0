import type { PaymentsProvider } from '../providers/payments/payments-provider';

/**
 * One app clock (docs/decisions/customer-portal.md): base time plus the sandbox test clock's offset,
 * so advance-clock moves days left, link and code expiry and the jobs together with its billing.
 * Base time alone with Stripe or a disabled (production) sandbox.
 */
export function appClock(payments: PaymentsProvider, baseNow?: () => Date): () => Date {
  const sandbox = payments.sandbox?.enabled ? payments.sandbox : null;
  if (!sandbox) return baseNow ?? (() => new Date());
  // Without a base clock, one Date per reading, not two: the warm public reads ask on every request.
  if (!baseNow) return () => new Date(Date.now() + sandbox.clockOffsetMs());
  return () => new Date(baseNow().getTime() + sandbox.clockOffsetMs());
}
