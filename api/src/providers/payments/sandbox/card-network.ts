import type { PaymentErrorInfo } from '../../../contract/billing-response';
import type { PaymentMethodInfo } from '../payments-provider';
import type { SandboxClock } from './sandbox-clock';
import type { SandboxCard } from './sandbox-controls';
import { newId, type SbxPaymentMethod } from './sandbox-objects';
import type { SandboxState } from './sandbox-state';
import { CARD_ERRORS, cardBehaviour } from './test-cards';

/** What the card network answers to a charge: paid, declined, or the holder must authenticate first. */
export type Charge = { ok: true } | { ok: false; error: PaymentErrorInfo } | { ok: 'action' };

/**
 * How a charge is made: the holder at the keyboard (`on_session`), the first charge of an autopay
 * mandate just set up, or a renewal without the holder (`off_session`).
 */
export type ChargeMode = 'on_session' | 'first_subscription_payment' | 'off_session';

/** Saved cards and what their issuer says to a charge, by Stripe's test card numbers (test-cards.ts). */
export class CardNetwork {
  constructor(
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
  ) {}

  saveCard(card: SandboxCard, customer: string | null): SbxPaymentMethod {
    const behaviour = cardBehaviour(card.number);
    const digits = card.number.replace(/\D/g, '');
    const now = new Date(this.clock.nowSeconds() * 1000);
    const method: SbxPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: behaviour.brand,
        last4: digits.slice(-4),
        exp_month: behaviour.expiresThisMonth ? now.getUTCMonth() + 1 : card.expMonth,
        exp_year: behaviour.expiresThisMonth ? now.getUTCFullYear() : card.expYear,
      },
      created: this.clock.nowSeconds(),
    };
    this.state.paymentMethods.set(method.id, method);
    this.state.behaviours.set(method.id, behaviour);
    return method;
  }

  paymentMethodInfo(id: string): PaymentMethodInfo | null {
    const method = this.state.paymentMethods.get(id);
    return method
      ? { id, brand: method.card.brand, last4: method.card.last4, customerId: method.customer }
      : null;
  }

  charge(paymentMethodId: string, mode: ChargeMode): Charge {
    const behaviour = this.state.behaviours.get(paymentMethodId);
    if (!behaviour) return { ok: false, error: CARD_ERRORS.generic };
    if (behaviour.threeDSecure === 'always') {
      if (mode === 'off_session') return { ok: false, error: CARD_ERRORS.authenticationRequired };
      // The holder has just authenticated this card for the autopay mandate: a bank does not ask
      // again for the first charge of that same mandate moments later (asking twice in a row was a bug).
      if (mode === 'first_subscription_payment' && this.state.authenticatedAtSetup.has(paymentMethodId)) {
        return behaviour.chargeDecline ? { ok: false, error: behaviour.chargeDecline } : { ok: true };
      }
      return { ok: 'action' };
    }
    if (behaviour.threeDSecure === 'setup_once' && mode === 'on_session') return { ok: 'action' };
    if (behaviour.chargeDecline) return { ok: false, error: behaviour.chargeDecline };
    return { ok: true };
  }

  /** After the holder authenticated: the issuer still decides on the money. */
  declineAfterAuthentication(paymentMethodId: string | null): PaymentErrorInfo | null {
    return paymentMethodId ? (this.state.behaviours.get(paymentMethodId)?.chargeDecline ?? null) : null;
  }

  /** The holder passed 3-D Secure while saving this card: its first autopay charge is not challenged again. */
  rememberAuthenticatedAtSetup(paymentMethodId: string): void {
    this.state.authenticatedAtSetup.set(paymentMethodId, true);
  }
}
