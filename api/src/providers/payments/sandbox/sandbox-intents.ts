import type { PaymentErrorInfo } from '../../../contract/billing-response';
import type { SandboxIntentResult } from '../../../contract/sandbox-payments';
import {
  PaymentsUnavailableError,
  type SavedCardCharge,
  type SavedCardChargeInput,
  type SetupIntentInfo,
} from '../payments-provider';
import type { CardNetwork } from './card-network';
import type { SandboxClock } from './sandbox-clock';
import { type SandboxCard, SandboxNotFoundError } from './sandbox-controls';
import type { SandboxEvents } from './sandbox-events';
import { clientSecretFor, newId, type SbxPaymentIntent, type SbxSetupIntent } from './sandbox-objects';
import type { SandboxState } from './sandbox-state';
import { CARD_ERRORS, cardBehaviour, cardFormError } from './test-cards';

type IntentsDeps = {
  state: SandboxState;
  clock: SandboxClock;
  events: SandboxEvents;
  cards: CardNetwork;
  /** After `payment_intent.succeeded`: whatever the payment paid for (an invoice) is settled. */
  afterPaymentSucceeded: (intent: SbxPaymentIntent) => Promise<void>;
};

export type NewPaymentIntent = {
  amount: number;
  customer: string | null;
  description: string | null;
  receiptEmail: string | null;
  metadata: Record<string, string>;
};

/**
 * Payment and setup intents and the browser's side of them (Stripe.js's confirmCardPayment /
 * confirmCardSetup), with the 3-D Secure step a card may ask for.
 */
export class SandboxIntents {
  constructor(private readonly deps: IntentsDeps) {}

  newPaymentIntent(input: NewPaymentIntent): SbxPaymentIntent {
    const id = newId('pi');
    const intent: SbxPaymentIntent = {
      id,
      object: 'payment_intent',
      client_secret: clientSecretFor(id),
      amount: input.amount,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      customer: input.customer,
      payment_method: null,
      description: input.description,
      receipt_email: input.receiptEmail,
      metadata: { ...input.metadata },
      last_payment_error: null,
      created: this.deps.clock.nowSeconds(),
      livemode: false,
    };
    this.deps.state.paymentIntents.set(id, intent);
    return intent;
  }

  newSetupIntent(customer: string, metadata: Record<string, string>): SbxSetupIntent {
    const id = newId('seti');
    const intent: SbxSetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: clientSecretFor(id),
      status: 'requires_payment_method',
      customer,
      payment_method: null,
      usage: 'off_session',
      metadata: { ...metadata },
      last_setup_error: null,
      created: this.deps.clock.nowSeconds(),
      livemode: false,
    };
    this.deps.state.setupIntents.set(id, intent);
    return intent;
  }

  cancelPaymentIntent(id: string): void {
    const intent = this.deps.state.paymentIntents.get(id);
    if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
  }

  setupIntentInfo(id: string): SetupIntentInfo | null {
    const intent = this.deps.state.setupIntents.get(id);
    if (!intent) return null;
    return {
      id,
      status: intent.status,
      customerId: intent.customer,
      paymentMethodId: intent.payment_method,
      metadata: { ...intent.metadata },
    };
  }

  paymentError(paymentIntentId: string): PaymentErrorInfo | null {
    return this.deps.state.paymentIntents.get(paymentIntentId)?.last_payment_error ?? null;
  }

  async confirm(clientSecret: string, card: SandboxCard): Promise<SandboxIntentResult> {
    const intent = this.bySecret(clientSecret);
    if (intent.object === 'setup_intent') return this.confirmSetup(intent, card);

    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
      return paymentResult(intent, unexpectedState('PaymentIntent', intent.status));
    }
    const formError = cardFormError(card, this.deps.clock.now());
    if (formError) return this.failPayment(intent, formError);

    const method = this.deps.cards.saveCard(card, null);
    intent.payment_method = method.id;
    const outcome = this.deps.cards.charge(method.id, 'on_session');
    if (outcome.ok === 'action') {
      intent.status = 'requires_action';
      return paymentResult(intent);
    }
    if (!outcome.ok) return this.failPayment(intent, outcome.error);
    await this.succeedPayment(intent);
    return paymentResult(intent);
  }

  /**
   * Stripe's `confirm: true, off_session: true` on a saved card: the issuer answers at once, and a
   * card that wants 3-D Secure fails with authentication_required (no holder to ask).
   */
  async chargeSaved(input: SavedCardChargeInput): Promise<SavedCardCharge> {
    const method = this.deps.state.paymentMethods.get(input.paymentMethodId);
    if (!method || method.customer !== input.customerId) {
      // Stripe answers 400 (invalid_request_error): nothing is charged.
      throw new PaymentsUnavailableError('The payment method does not belong to this customer');
    }
    const intent = this.newPaymentIntent({
      amount: input.amountCents,
      customer: input.customerId,
      description: input.description,
      receiptEmail: input.receiptEmail,
      metadata: input.metadata,
    });
    intent.payment_method = method.id;
    const outcome = this.deps.cards.charge(method.id, 'off_session');
    if (outcome.ok === true) {
      await this.succeedPayment(intent);
      return { status: 'succeeded', paymentIntentId: intent.id };
    }
    const error = outcome.ok === 'action' ? CARD_ERRORS.authenticationRequired : outcome.error;
    await this.failPayment(intent, error);
    return {
      status: error.code === 'authentication_required' ? 'authentication_required' : 'declined',
      paymentIntentId: intent.id,
      error,
    };
  }

  /** The holder's answer in the 3-D Secure window. */
  async challenge(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntentResult> {
    const intent = this.bySecret(clientSecret);
    if (intent.object === 'setup_intent') {
      if (intent.status !== 'requires_action') {
        return setupResult(intent, unexpectedState('SetupIntent', intent.status));
      }
      if (outcome === 'fail') return this.failSetup(intent, CARD_ERRORS.setupAuthenticationFailed);
      await this.succeedSetup(intent);
      return setupResult(intent);
    }

    if (intent.status !== 'requires_action') {
      return paymentResult(intent, unexpectedState('PaymentIntent', intent.status));
    }
    if (outcome === 'fail') return this.failPayment(intent, CARD_ERRORS.paymentAuthenticationFailed);
    const decline = this.deps.cards.declineAfterAuthentication(intent.payment_method);
    if (decline) return this.failPayment(intent, decline);
    await this.succeedPayment(intent);
    return paymentResult(intent);
  }

  async succeedPayment(intent: SbxPaymentIntent): Promise<void> {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    await this.deps.events.emit('payment_intent.succeeded', intent);
    await this.deps.afterPaymentSucceeded(intent);
  }

  private bySecret(clientSecret: string): SbxPaymentIntent | SbxSetupIntent {
    const id = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    const intent = this.deps.state.paymentIntents.get(id) ?? this.deps.state.setupIntents.get(id);
    if (!intent || intent.client_secret !== clientSecret) {
      throw new SandboxNotFoundError('Unknown payment: please start the checkout again');
    }
    return intent;
  }

  private async failPayment(intent: SbxPaymentIntent, error: PaymentErrorInfo): Promise<SandboxIntentResult> {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    await this.deps.events.emit('payment_intent.payment_failed', intent);
    return paymentResult(intent, error);
  }

  private async confirmSetup(intent: SbxSetupIntent, card: SandboxCard): Promise<SandboxIntentResult> {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
      return setupResult(intent, unexpectedState('SetupIntent', intent.status));
    }
    const formError = cardFormError(card, this.deps.clock.now());
    if (formError) return this.failSetup(intent, formError);
    const method = this.deps.cards.saveCard(card, null);
    intent.payment_method = method.id;
    const behaviour = cardBehaviour(card.number);
    if (behaviour.setupDecline) return this.failSetup(intent, behaviour.setupDecline);
    if (behaviour.threeDSecure !== 'none') {
      intent.status = 'requires_action';
      return setupResult(intent);
    }
    await this.succeedSetup(intent);
    return setupResult(intent);
  }

  private async succeedSetup(intent: SbxSetupIntent): Promise<void> {
    const wasChallenged = intent.status === 'requires_action';
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    const method = intent.payment_method
      ? this.deps.state.paymentMethods.get(intent.payment_method)
      : undefined;
    if (method) method.customer = intent.customer;
    if (method && wasChallenged) this.deps.cards.rememberAuthenticatedAtSetup(method.id);
    await this.deps.events.emit('setup_intent.succeeded', intent);
  }

  private async failSetup(intent: SbxSetupIntent, error: PaymentErrorInfo): Promise<SandboxIntentResult> {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = error;
    await this.deps.events.emit('setup_intent.setup_failed', intent);
    return setupResult(intent, error);
  }
}

/** Stripe's answer to confirming an intent that is past confirming (paid, canceled). */
function unexpectedState(kind: 'PaymentIntent' | 'SetupIntent', status: string): PaymentErrorInfo {
  return {
    type: 'invalid_request_error',
    code: kind === 'PaymentIntent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state',
    message: `You cannot confirm this ${kind} because it has a status of ${status}.`,
  };
}

function paymentResult(intent: SbxPaymentIntent, error?: PaymentErrorInfo): SandboxIntentResult {
  return {
    status: intent.status,
    intentType: 'payment',
    paymentMethod: intent.payment_method,
    nextAction: intent.status === 'requires_action' ? { type: 'sandbox_3ds_challenge' } : null,
    ...(error ? { error } : {}),
  };
}

function setupResult(intent: SbxSetupIntent, error?: PaymentErrorInfo): SandboxIntentResult {
  return {
    status: intent.status,
    intentType: 'setup',
    paymentMethod: intent.status === 'succeeded' ? intent.payment_method : null,
    nextAction: intent.status === 'requires_action' ? { type: 'sandbox_3ds_challenge' } : null,
    ...(error ? { error } : {}),
  };
}
