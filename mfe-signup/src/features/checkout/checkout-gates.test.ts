import { checkoutGates } from './checkout-gates';

const ready = {
  email: 'ana@example.com',
  autopay: true,
  termsAccepted: true,
  discountConsent: true,
  cardComplete: true,
  cardBrand: 'visa',
};

describe('checkout gates', () => {
  it('lets a complete autopay checkout through', () => {
    expect(checkoutGates(ready)).toEqual({});
  });

  it('needs the e-mail first, and a valid one', () => {
    expect(checkoutGates({ ...ready, email: '  ' }).email).toBe('checkout.gates.emailFirst');
    expect(checkoutGates({ ...ready, email: 'ana@' }).email).toBe('wizard.rules.invalidEmail');
  });

  it('needs a complete card that is not American Express', () => {
    expect(checkoutGates({ ...ready, cardComplete: false }).card).toBe('checkout.gates.cardIncomplete');
    expect(checkoutGates({ ...ready, cardBrand: 'amex' }).card).toBe('paymentForm.errors.amex');
    expect(checkoutGates({ ...ready, cardBrand: 'american_express' }).card).toBe('paymentForm.errors.amex');
  });

  it('needs the terms, and the discount consent only on autopay', () => {
    expect(checkoutGates({ ...ready, termsAccepted: false }).terms).toBe('checkout.gates.terms');
    expect(checkoutGates({ ...ready, discountConsent: false }).consent).toBe('checkout.gates.consent');
    expect(checkoutGates({ ...ready, autopay: false, discountConsent: false })).toEqual({});
  });
});
