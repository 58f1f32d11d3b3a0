import Stripe from 'stripe';
import type { PaymentErrorInfo } from '../../contract/billing-response';
import { PaymentsUnavailableError } from './payments-provider';

// Reading Stripe's objects and errors into the provider's terms; shared by the Stripe provider's parts.

/** A Stripe call; anything it throws is an outage to the app (PaymentsUnavailableError). */
export async function stripeCall<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw unavailable(error);
  }
}

/** A Stripe read; null when the object does not exist (404). */
export async function retrieveOrNull<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw unavailable(error);
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/**
 * The payment intent that paid an invoice: its paid entry, else its default one. An invoice keeps
 * every attempt in `payments` (a declined first card, then the one that paid), so the first entry
 * is not necessarily the money.
 */
export function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const entries = invoice.payments?.data ?? [];
  const entry =
    entries.find((candidate) => candidate.status === 'paid') ??
    entries.find((candidate) => candidate.is_default) ??
    entries[0];
  return idOf(entry?.payment.payment_intent);
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function requireSecret(secret: string | null): string {
  if (!secret) throw new PaymentsUnavailableError('Stripe returned an intent without a client secret');
  return secret;
}

export function toPaymentError(
  error: Stripe.PaymentIntent.LastPaymentError | null | undefined,
): PaymentErrorInfo {
  return {
    type: 'card_error',
    code: error?.code ?? 'card_declined',
    ...(error?.decline_code ? { decline_code: error.decline_code } : {}),
    message: error?.message ?? 'Your card was declined.',
  };
}

export function unavailable(error: unknown): Error {
  if (error instanceof PaymentsUnavailableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentsUnavailableError(`Stripe request failed: ${message}`);
}
