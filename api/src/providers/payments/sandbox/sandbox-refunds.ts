import type { RefundInput } from '../payments-provider';
import { SandboxNotFoundError } from './sandbox-controls';
import type { SandboxEvents } from './sandbox-events';
import { newId } from './sandbox-objects';
import type { SandboxState } from './sandbox-state';

/** Full refunds of a completed payment (given directly or as the payment behind an invoice). */
export class SandboxRefunds {
  constructor(
    private readonly state: SandboxState,
    private readonly events: SandboxEvents,
  ) {}

  async refund(input: RefundInput): Promise<{ id: string }> {
    const { state } = this;
    const cached = state.idempotent.get(input.idempotencyKey) as { id: string } | undefined;
    if (cached) return cached;
    const intentId =
      input.paymentIntentId ??
      (input.invoiceId ? state.paymentIntentOfInvoice.get(input.invoiceId) : undefined);
    const intent = intentId ? state.paymentIntents.get(intentId) : undefined;
    if (intent?.status !== 'succeeded') {
      throw new SandboxNotFoundError('There is no completed payment to refund');
    }
    const refund = { id: newId('re'), payment_intent: intent.id, amount: intent.amount_received };
    state.refunds.set(refund.id, refund);
    // Remembered before the event: a handler that asks again with the same key gets this refund.
    state.idempotent.set(input.idempotencyKey, { id: refund.id });
    await this.events.emit('charge.refunded', {
      object: 'charge',
      id: newId('ch'),
      payment_intent: intent.id,
      amount: intent.amount_received,
      amount_refunded: refund.amount,
      refunded: true,
    });
    return { id: refund.id };
  }
}
