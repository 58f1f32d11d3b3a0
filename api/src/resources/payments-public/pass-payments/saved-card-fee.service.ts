import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { isAmex } from '../../../contract/card-brand';
import type {
  LostCardQuoteResponse,
  PassRefundReason,
  SavedCardFeeResponse,
  SavedCardSummary,
} from '../../../contract/portal';
import type { DbExecutor } from '../../../db/db-executor';
import { firstRow } from '../../../db/rows';
import { passPayments } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { cardOf, lossFeeCents } from '../../../domain/passes/pass-card';
import { passSavedCard } from '../../../domain/passes/pass-saved-card';
import { type PortalPass, requireConfirmedPass } from '../../../domain/passes/portal-pass';
import { HttpError } from '../../../lib/http-error';
import type { PaymentDeps } from '../../../lib/payment-deps';
import { providerCall } from '../../../lib/provider-call';
import type { SavedCard, SavedCardCharge } from '../../../providers/payments/payments-provider';
import { insertPayment } from './pass-payments.service';

// The lost-card fee charged to the card saved on the pass (docs/decisions/lost-card-fee-saved-card.md).
// The charge goes through the same pass payment row and provider event as the card form's payment, so
// what it does (the card lost, the sale, the receipt, the checklist event) is the payment lifecycle's.

type PassKey = { email: string; plate: string };
type FeeInput = PassKey & { language: 'en' | 'es'; amount_cents: number };
type PaymentRow = typeof passPayments.$inferSelect;

/**
 * Stripe keeps an idempotency key for 24 hours: a charge still open within that time is answered by
 * replaying its key, never by a second charge.
 */
const LIVE_CHARGE_MS = 23 * 3_600_000;

/** `GET lost-card`: the fee, and the saved card the screen may offer to pay it with. */
export async function lossFeeQuote(deps: PaymentDeps, key: PassKey): Promise<LostCardQuoteResponse> {
  const pass = await requireConfirmedPass(deps.db, key);
  const card = await cardOf(deps.db, pass);
  let saved: SavedCard | null = null;
  if (card.state === 'assigned') {
    // The card form still works while the provider is down: the screen then offers only that.
    saved = await usableSavedCard(deps, pass).catch((error: unknown) => {
      if (error instanceof HttpError && error.code === 'payment_provider_unavailable') return null;
      throw error;
    });
  }
  return {
    amount_cents: await lossFeeCents(deps.db),
    card_state: card.state,
    saved_card: saved ? summaryOf(saved) : null,
  };
}

/** `POST lost-card/saved-card`: the fee the screen showed, charged once to this pass's own saved card. */
export async function payLossFeeWithSavedCard(
  deps: PaymentDeps,
  input: FeeInput,
): Promise<SavedCardFeeResponse> {
  const found = await requireConfirmedPass(deps.db, input);
  // Only this pass's provider customer and the card the provider keeps for it: the request names no card.
  const saved = await usableSavedCard(deps, found);
  const customerId = found.subscription.providerCustomerId;
  if (!saved || !customerId) throw new HttpError(409, 'no_saved_card');
  const now = deps.now();
  const { pass, payment } = await inTransaction(
    deps.db,
    async (tx) => {
      const current = await requireConfirmedPass(tx, input);
      const recent = await recentSavedCardFee(tx, current, now);
      const card = await cardOf(tx, current);
      // A repeat of a tap whose charge already replaced the card: the same answer, nothing charged.
      if (recent?.status === 'paid' && card.state !== 'assigned') return { pass: current, payment: recent };
      if (card.state !== 'assigned') throw new HttpError(409, 'no_card_assigned');
      const fee = await lossFeeCents(tx);
      if (fee !== input.amount_cents) {
        throw new HttpError(409, 'loss_fee_changed', undefined, { details: { amount_cents: String(fee) } });
      }
      if (recent?.status === 'open') return { pass: current, payment: recent };
      const started = await insertPayment(tx, {
        kind: 'loss_fee',
        pass: current,
        amountCents: fee,
        language: input.language,
        nowIso: now.toISOString(),
        method: 'saved_card',
      });
      return { pass: current, payment: started };
    },
    { behavior: 'immediate' },
  );
  if (payment.status === 'paid') return answer(deps.db, payment.token, saved);
  const charge = await chargeOnce(payment.token, async () =>
    charged(deps, { payment, pass, saved, customerId }),
  );
  await deps.db
    .update(passPayments)
    .set({
      providerCustomerId: customerId,
      ...(charge.paymentIntentId ? { providerIntentId: charge.paymentIntentId } : {}),
      updatedAt: deps.now().toISOString(),
    })
    .where(eq(passPayments.id, payment.id));
  if (charge.status === 'declined' || charge.status === 'authentication_required') {
    await markFailed(deps, payment, charge.error.message);
    if (charge.status === 'authentication_required') {
      throw new HttpError(402, 'saved_card_authentication_required');
    }
    throw new HttpError(402, 'saved_card_declined', charge.error.message, {
      details: {
        payment_code: charge.error.code,
        ...(charge.error.decline_code ? { decline_code: charge.error.decline_code } : {}),
      },
    });
  }
  return answer(deps.db, payment.token, saved);
}

/** The card the provider charges for this pass's customer; an Amex would be refunded, so it is not one. */
async function usableSavedCard(deps: PaymentDeps, pass: PortalPass): Promise<SavedCard | null> {
  const card = await passSavedCard(deps, pass);
  return card && !isAmex(card.brand) ? card : null;
}

/** The newest saved-card fee of this pass still open or just paid, within LIVE_CHARGE_MS. */
async function recentSavedCardFee(
  tx: DbExecutor,
  pass: PortalPass,
  now: Date,
): Promise<PaymentRow | undefined> {
  return firstRow(
    tx
      .select()
      .from(passPayments)
      .where(
        and(
          eq(passPayments.subscriptionId, pass.subscription.id),
          eq(passPayments.kind, 'loss_fee'),
          eq(passPayments.method, 'saved_card'),
          inArray(passPayments.status, ['open', 'paid']),
          gt(passPayments.createdAt, new Date(now.getTime() - LIVE_CHARGE_MS).toISOString()),
        ),
      )
      .orderBy(desc(passPayments.id))
      .limit(1),
  );
}

async function charged(
  deps: PaymentDeps,
  input: { payment: PaymentRow; pass: PortalPass; saved: SavedCard; customerId: string },
): Promise<SavedCardCharge> {
  const { payment, pass, saved, customerId } = input;
  try {
    return await providerCall(
      deps,
      async () =>
        deps.payments.chargeSavedCard({
          customerId,
          paymentMethodId: saved.paymentMethodId,
          amountCents: payment.amountCents,
          currency: 'usd',
          description: `Loss fee – ${pass.vehicle.plate}`,
          receiptEmail: pass.customer.email,
          metadata: {
            pass_payment: payment.token,
            subscription_id: String(pass.subscription.id),
            plate: pass.vehicle.plate,
          },
          // One key per payment row: a repeat (a double tap, a retry) replays the first charge.
          idempotencyKey: `${payment.token}:saved-card`,
        }),
      `saved-card charge of pass payment ${payment.id}`,
    );
  } catch (error) {
    await markFailed(deps, payment, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * Charges in flight, by payment token: a concurrent tap waits for the same provider call instead of
 * sending the same idempotency key at once (Stripe answers a concurrent copy with a 409).
 */
const charging = new Map<string, Promise<SavedCardCharge>>();

function chargeOnce(token: string, charge: () => Promise<SavedCardCharge>): Promise<SavedCardCharge> {
  const running = charging.get(token);
  if (running) return running;
  const started = charge().finally(() => charging.delete(token));
  charging.set(token, started);
  return started;
}

/** Refused or not sent: a next tap starts a new charge under a new key. */
async function markFailed(deps: PaymentDeps, payment: PaymentRow, reason: string): Promise<void> {
  await deps.db
    .update(passPayments)
    .set({ status: 'failed', lastError: reason.slice(0, 500), updatedAt: deps.now().toISOString() })
    .where(and(eq(passPayments.id, payment.id), eq(passPayments.status, 'open')));
}

/** The row as it is now: the sandbox applies the payment before the charge returns, Stripe's webhook later. */
async function answer(db: DbExecutor, token: string, saved: SavedCard): Promise<SavedCardFeeResponse> {
  const row = await firstRow(db.select().from(passPayments).where(eq(passPayments.token, token)).limit(1));
  if (!row) throw new HttpError(404, 'payment_not_found');
  const status = row.status === 'paid' ? 'paid' : row.status === 'open' ? 'open' : 'refunded';
  return {
    payment_id: row.token,
    amount_cents: row.amountCents,
    status,
    refund_reason: (row.refundReason as PassRefundReason | null) ?? null,
    saved_card: summaryOf(saved),
  };
}

function summaryOf(card: SavedCard): SavedCardSummary {
  return { brand: card.brand, last4: card.last4 };
}
