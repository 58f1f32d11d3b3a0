import { describe, expect, it } from 'vitest';
import { paymentIntentOfInvoice } from './stripe-objects';

describe('paymentIntentOfInvoice', () => {
  it('refunds the paid entry of invoice.payments, not the first one whatever its status', () => {
    const invoice = {
      id: 'in_1',
      payments: {
        object: 'list',
        data: [
          {
            is_default: false,
            status: 'canceled',
            payment: { type: 'payment_intent', payment_intent: 'pi_declined' },
          },
          {
            is_default: true,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: 'pi_paid' },
          },
        ],
      },
    } as unknown as Parameters<typeof paymentIntentOfInvoice>[0];
    expect(paymentIntentOfInvoice(invoice)).toBe('pi_paid');
  });
});
