import { describe, expect, it } from 'vitest';
import type { PassReceipt } from '../../contract/billing-response';
import { checkoutReceiptEmail } from './receipt-emails';

const receipt: PassReceipt = {
  plate: 'ABC123',
  plan_name: 'Monthly pass with autopay',
  plan_name_es: 'Pase mensual con pago automático',
  amount_cents: 22000,
  autopay: true,
  start_date: '2026-01-31',
  next_renewal_date: '2026-02-28',
  valid_from: '00:00',
  valid_through: '23:45',
  discount_cycles_left: 2,
  email: 'ana@example.com',
};

describe('receipt e-mail', () => {
  it('counts the discounted renewals still to come (the first of the 3 discounted months is this charge)', () => {
    expect(checkoutReceiptEmail(receipt, 'Ana', 'en').text).toContain(
      'with the discount on your next 2 renewals.',
    );
    expect(checkoutReceiptEmail(receipt, 'Ana', 'es').text).toContain(
      'con el descuento en sus próximas 2 renovaciones.',
    );
    const last = { ...receipt, discount_cycles_left: 1 };
    expect(checkoutReceiptEmail(last, 'Ana', 'en').text).toContain('with the discount on your next renewal.');
  });

  it('names the plan in the reader’s language, falling back to English when it has no Spanish name', () => {
    expect(checkoutReceiptEmail(receipt, 'Ana', 'es').text).toContain(
      'Plan: Pase mensual con pago automático',
    );
    expect(checkoutReceiptEmail(receipt, 'Ana', 'en').text).toContain('Plan: Monthly pass with autopay');
    const unnamed = { ...receipt, plan_name_es: '' };
    expect(checkoutReceiptEmail(unnamed, 'Ana', 'es').text).toContain('Plan: Monthly pass with autopay');
  });
});
