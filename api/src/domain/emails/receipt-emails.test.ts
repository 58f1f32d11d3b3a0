import { describe, expect, it } from 'vitest';
import type { PassReceipt } from '../../contract/billing-response';
import {
  checkoutReceiptEmail,
  lossFeeReceiptEmail,
  type ReceiptFacts,
  renewalReceiptEmail,
} from './receipt-emails';

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

const facts: ReceiptFacts = {
  receiptNumber: 'INV-000042',
  cardLast4: '4242',
  nextCharge: { amountCents: 19_360, date: '2026-02-28' },
  portalUrl: 'https://garage.example/payments',
};

describe('receipt e-mail', () => {
  it('counts the discounted renewals still to come (the first of the 3 discounted months is this charge)', () => {
    expect(checkoutReceiptEmail(receipt, 'Ana', 'en', facts).text).toContain(
      'with the discount on your next 2 renewals.',
    );
    expect(checkoutReceiptEmail(receipt, 'Ana', 'es', facts).text).toContain(
      'con el descuento en sus próximas 2 renovaciones.',
    );
    const last = { ...receipt, discount_cycles_left: 1 };
    expect(checkoutReceiptEmail(last, 'Ana', 'en', facts).text).toContain(
      'with the discount on your next renewal.',
    );
  });

  it('names the plan in the reader’s language, falling back to English when it has no Spanish name', () => {
    expect(checkoutReceiptEmail(receipt, 'Ana', 'es', facts).text).toContain(
      'Plan: Pase mensual con pago automático',
    );
    expect(checkoutReceiptEmail(receipt, 'Ana', 'en', facts).text).toContain(
      'Plan: Monthly pass with autopay',
    );
    const unnamed = { ...receipt, plan_name_es: '' };
    expect(checkoutReceiptEmail(unnamed, 'Ana', 'es', facts).text).toContain(
      'Plan: Monthly pass with autopay',
    );
  });

  it('gives the receipt number, the card, the next automatic charge and the Payments page, in both languages', () => {
    const en = checkoutReceiptEmail(receipt, 'Ana', 'en', facts).text;
    expect(en).toContain('Receipt number: INV-000042');
    expect(en).toContain('Card: ending 4242');
    expect(en).toContain('Next automatic charge: $193.60 USD on February 28, 2026');
    expect(en).toContain('Open the Payments page: https://garage.example/payments');
    const es = checkoutReceiptEmail(receipt, 'Ana', 'es', facts).text;
    expect(es).toContain('Número de recibo: INV-000042');
    expect(es).toContain('Tarjeta: terminada en 4242');
    expect(es).toContain('Próximo cobro automático: $193.60 USD el 28 de febrero de 2026');
    expect(es).toContain('Abrir la página de Pagos: https://garage.example/payments');
  });

  it('leaves out what is unknown or does not apply: no autopay, no card, no invoice', () => {
    const bare = { ...facts, receiptNumber: null, cardLast4: null, nextCharge: null };
    const person = { language: 'en' as const, firstName: 'Ana', plate: 'ABC123', amountCents: 2500 };
    for (const mail of [
      lossFeeReceiptEmail({ ...person, cardCode: '0101', facts: bare }),
      renewalReceiptEmail({
        ...person,
        periodStart: '2026-02-28',
        renewalDate: '2026-03-28',
        autopay: false,
        facts: bare,
      }),
    ]) {
      expect(mail.text).not.toMatch(/Receipt number|Card:|Next automatic charge/);
      expect(mail.text).toContain('Open the Payments page: https://garage.example/payments');
    }
  });
});
