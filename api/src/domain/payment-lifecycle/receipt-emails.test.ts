import { describe, expect, it } from 'vitest';
import type { PassReceipt } from '../../contract/billing-response';
import { checkoutReceiptEmail } from './receipt-emails';

const receipt: PassReceipt = {
  plate: 'ABC123',
  plan_name: 'Monthly pass with autopay',
  amount_cents: 22000,
  autopay: true,
  start_date: '2026-01-31',
  next_renewal_date: '2026-02-28',
  valid_from: '00:00',
  valid_through: '23:45',
  discount_cycles_left: 3,
  email: 'ana@example.com',
};

describe('receipt e-mail', () => {
  it('says the autopay discount covers the first 3 months, as the landing page does', () => {
    expect(checkoutReceiptEmail(receipt, 'Ana', 'en').text).toContain(
      'with the discount for the first 3 months.',
    );
    expect(checkoutReceiptEmail(receipt, 'Ana', 'es').text).toContain(
      'con el descuento los primeros 3 meses.',
    );
  });
});
