import { z } from 'zod';

// The parts of Stripe's event objects the app reads (API version 2026-10-28). The sandbox emits the
// same shapes. Unknown fields are ignored, so newer Stripe payloads keep working.

const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

export const providerEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const paymentIntentObjectSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int().nullish(),
  customer: idOf,
  payment_method: idOf,
  metadata,
  last_payment_error: z
    .object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() })
    .nullish(),
});

export const invoiceObjectSchema = z.object({
  id: z.string(),
  customer: idOf,
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  total: z.number().int().nullish(),
  attempt_count: z.number().int().nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOf, metadata }).nullish(),
    })
    .nullish(),
  // Before API version 2025-03-31 the subscription sat on the invoice itself.
  subscription: idOf,
  subscription_details: z.object({ metadata }).nullish(),
  lines: z
    .object({
      data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }).nullish() })),
    })
    .nullish(),
  last_finalization_error: z.object({ message: z.string().nullish() }).nullish(),
});

/** A hosted Checkout session; the app opens them in mode `setup` to save a card (portal, e-mailed links). */
export const checkoutSessionObjectSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  status: z.string().nullish(),
  customer: idOf,
  setup_intent: idOf,
  metadata,
});

export type ProviderEvent = z.infer<typeof providerEventSchema>;
export type PaymentIntentObject = z.infer<typeof paymentIntentObjectSchema>;
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export function subscriptionOfInvoice(invoice: InvoiceObject): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

export type CheckoutSessionObject = z.infer<typeof checkoutSessionObjectSchema>;

export function checkoutIdOf(meta: Record<string, string>): number | null {
  const id = Number(meta.checkout_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function invoiceCheckoutId(invoice: InvoiceObject): number | null {
  return checkoutIdOf(
    invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? {},
  );
}
