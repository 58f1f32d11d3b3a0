import { isAmex } from 'api/contract/card-brand';
import { emailAddressSchema } from 'api/contract/email-address';
import type { MessageKey } from 'design-system/i18n/language';

export interface CheckoutGateInput {
  email: string;
  autopay: boolean;
  termsAccepted: boolean;
  discountConsent: boolean;
  cardComplete: boolean;
  cardBrand: string | null;
}

export type GateField = 'email' | 'card' | 'terms' | 'consent';
export type GateErrors = Partial<Record<GateField, MessageKey>>;

/**
 * SPEC section 5: before anything is held or charged, checkout needs the e-mail, a complete card
 * form that is not American Express, the terms and, for autopay, the discount consent. The e-mail
 * is checked with the contract's schema; the rest are this page's own boxes.
 */
export function checkoutGates(input: CheckoutGateInput): GateErrors {
  const errors: GateErrors = {};
  if (input.email.trim() === '') errors.email = 'checkout.gates.emailFirst';
  else if (!emailAddressSchema.safeParse(input.email).success) errors.email = 'wizard.rules.invalidEmail';
  if (isAmex(input.cardBrand)) errors.card = 'paymentForm.errors.amex';
  else if (!input.cardComplete) errors.card = 'checkout.gates.cardIncomplete';
  if (!input.termsAccepted) errors.terms = 'checkout.gates.terms';
  if (input.autopay && !input.discountConsent) errors.consent = 'checkout.gates.consent';
  return errors;
}

export const GATE_ORDER: readonly GateField[] = ['email', 'card', 'terms', 'consent'];
