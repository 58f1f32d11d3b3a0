import type { PlanForBilling } from '../src/providers/payments/payments-provider';
import {
  SandboxPayments,
  type SandboxPaymentsOptions,
} from '../src/providers/payments/sandbox/sandbox-payments';

// Driving the payment sandbox directly (no app): the provider's calls and the browser's side.

/** The first renewal a month minus a day ahead, as a pass bought today. */
export const ANCHOR = new Date(Date.now() + 29 * 86_400_000);

export const AUTOPAY: PlanForBilling = {
  id: 2,
  name: 'Autopay',
  priceCents: 25_000,
  durationMonths: 1,
  discountPercent: 12,
  discountCycles: 3,
  couponId: null,
};

export const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
});

export type SandboxEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

export function sandboxWithEvents(options: Partial<SandboxPaymentsOptions> = {}) {
  const sandbox = new SandboxPayments({ enabled: true, log: () => {}, ...options });
  const events: SandboxEvent[] = [];
  sandbox.onEvent(async (event) => {
    events.push(event as SandboxEvent);
  });
  return { sandbox, events };
}

/** Saves a card for the customer the way the browser does (3-D Secure completed when asked). */
export async function savedCard(sandbox: SandboxPayments, customerId: string, number: string, key: string) {
  const setup = await sandbox.createSetupIntent({ customerId, metadata: {}, idempotencyKey: key });
  let saved = await sandbox.confirm(setup.clientSecret, card(number));
  if (saved.status === 'requires_action') saved = await sandbox.challenge(setup.clientSecret, 'complete');
  return saved.paymentMethod ?? '';
}

export async function subscribed(
  sandbox: SandboxPayments,
  number = '4242424242424242',
  options: { billingAnchor?: Date; chargeFirstPeriodNow?: boolean } = {},
) {
  const customer = await sandbox.createCustomer({
    email: 'a@example.com',
    name: 'A',
    metadata: {},
    idempotencyKey: 'c',
  });
  const paymentMethodId = await savedCard(sandbox, customer.id, number, 's');
  const subscription = await sandbox.createSubscription({
    customerId: customer.id,
    paymentMethodId,
    plan: AUTOPAY,
    billingAnchor: options.billingAnchor ?? ANCHOR,
    chargeFirstPeriodNow: options.chargeFirstPeriodNow ?? true,
    metadata: { checkout_id: '1' },
    idempotencyKey: 'sub',
  });
  return { ...subscription, customerId: customer.id };
}

/** Moves the test clock to a minute past `instant`, billing whatever falls due on the way. */
export async function advanceTo(sandbox: SandboxPayments, instant: Date) {
  const seconds = Math.ceil((instant.getTime() - sandbox.clockNow().getTime()) / 1000) + 60;
  return sandbox.advanceClock(seconds);
}
