import { describe, expect, it } from 'vitest';
import { invoiceObjectSchema, invoicePaymentIntent, subscriptionPeriodStart } from './provider-event-schema';

// Shaped as Stripe's published invoice fixture (API 2025+): lines carry a `parent` saying what they
// bill, and `payments` lists every attempt with its status.
const invoice = invoiceObjectSchema.parse({
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  billing_reason: 'subscription_cycle',
  lines: {
    object: 'list',
    data: [
      {
        id: 'il_oneoff',
        object: 'line_item',
        amount: 500,
        parent: { type: 'invoice_item_details', invoice_item_details: { invoice_item: 'ii_1' } },
        period: { start: 1_700_000_000, end: 1_700_000_000 },
      },
      {
        id: 'il_sub',
        object: 'line_item',
        amount: 22_000,
        parent: { type: 'subscription_item_details', subscription_item_details: { subscription: 'sub_1' } },
        period: { start: 1_702_000_000, end: 1_704_600_000 },
      },
    ],
  },
  payments: {
    object: 'list',
    data: [
      {
        object: 'invoice_payment',
        is_default: false,
        status: 'canceled',
        payment: { type: 'payment_intent', payment_intent: 'pi_old' },
      },
      {
        object: 'invoice_payment',
        is_default: true,
        status: 'open',
        payment: { type: 'payment_intent', payment_intent: 'pi_now' },
      },
    ],
  },
});

describe('reading Stripe invoices', () => {
  it("takes the renewal's period from the subscription item's line, not the first line", () => {
    expect(subscriptionPeriodStart(invoice)).toBe(1_702_000_000);
  });

  it("takes the failed attempt's payment intent from the default payment entry", () => {
    expect(invoicePaymentIntent(invoice)).toBe('pi_now');
  });
});
