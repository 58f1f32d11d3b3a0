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

// Instants in Unix seconds. Bounded to what a Date can hold (year 9999): a signed event carrying
// another number is ignored instead of failing the request, which the provider would retry forever.
const unixSeconds = z.number().int().min(0).max(253_402_300_799);

export const providerEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: unixSeconds.optional(),
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
  /** Unix seconds of the provider's next automatic attempt; null after the last one. */
  next_payment_attempt: unixSeconds.nullish(),
  /** The provider's page where the customer pays the invoice (and passes 3-D Secure). */
  hosted_invoice_url: z.string().url().nullish(),
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
      data: z.array(
        z.object({
          period: z.object({ start: unixSeconds, end: unixSeconds }).nullish(),
          parent: z.object({ type: z.string().nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
  payments: z
    .object({
      data: z.array(
        z.object({
          status: z.string().nullish(),
          is_default: z.boolean().nullish(),
          payment: z
            .object({
              payment_intent: z
                .union([
                  z.string(),
                  z.object({
                    id: z.string(),
                    last_payment_error: z
                      .object({
                        code: z.string().nullish(),
                        decline_code: z.string().nullish(),
                        message: z.string().nullish(),
                      })
                      .nullish(),
                  }),
                ])
                .nullish(),
            })
            .nullish(),
        }),
      ),
    })
    .nullish(),
});

export const subscriptionObjectSchema = z.object({ id: z.string(), status: z.string().nullish() });

/** A hosted Checkout session; the app opens them in mode `setup` to save a card (portal, e-mailed links). */
export const checkoutSessionObjectSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  status: z.string().nullish(),
  customer: idOf,
  setup_intent: idOf,
  metadata,
});

/** The renewal's period: the subscription item's line, not whatever line comes first (one-off items may). */
export function subscriptionPeriodStart(invoice: InvoiceObject): number | null {
  const lines = invoice.lines?.data ?? [];
  const line = lines.find((candidate) => candidate.parent?.type === 'subscription_item_details') ?? null;
  return line?.period?.start ?? null;
}

/** The invoice's current payment attempt: its default entry, else the newest. */
export function invoicePaymentIntent(invoice: InvoiceObject) {
  const entries = invoice.payments?.data ?? [];
  const entry = entries.find((candidate) => candidate.is_default) ?? entries.at(-1);
  return entry?.payment?.payment_intent ?? null;
}

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
