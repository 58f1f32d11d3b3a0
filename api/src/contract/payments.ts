import { z } from 'zod';
import type { DeclineReason } from './decline-reasons';
import { emailAddressSchema } from './email-address';
import { listSearchParam, pagingParams } from './list-query';
import { calendarDateParam } from './sales';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// Staff's Payments page and invoice e-mails (SPEC sections 2 'Payments', 3 and 7). Browser-safe.

export const PAYMENTS_PAGE_SIZE = 20;
export const INVOICE_EMAIL_TIMEOUT_MS = 20_000;
export const DEFAULT_INVOICE_SUBJECT = 'Invoice for your subscription';
export const PAYMENT_STATUS_FILTERS = ['all', 'paid', 'refunded', 'failed', 'void'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** `GET /payments?status&q&from&to&limit&offset`: paged on the server (a garage has years of invoices). */
export const paymentsQuerySchema = z
  .object({
    status: z.enum(PAYMENT_STATUS_FILTERS, { error: rule('payment_status') }).default('all'),
    q: listSearchParam,
    from: calendarDateParam.optional(),
    to: calendarDateParam.optional(),
    ...pagingParams(PAYMENTS_PAGE_SIZE),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: rule('date_range'),
    path: ['from'],
  });
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;

/** SPEC section 3 'Payment/invoice'. */
export type Payment = {
  id: number;
  /** What staff and customers read as the invoice number. */
  number: string;
  paid_at: string | null;
  created_at: string;
  client_id: number;
  customer_name: string;
  customer_email: string;
  /** As stored, in English. */
  concept: string;
  /** The same in Spanish (the plan's Spanish name, the fixed words translated), for Spanish readers. */
  concept_es: string;
  amount_cents: number;
  status_key: 'paid' | 'refunded' | 'failed' | 'void';
  plate: string | null;
  /** The customer's language: what the invoice e-mail is written in. */
  customer_language: 'en' | 'es';
};

export type PaymentsListResponse = { data: Payment[]; total: number };

/**
 * `GET /payments/failed?q&from&to&limit&offset`: Payments' Failed filter. A failed charge is not an
 * invoice (nothing was paid), so these come from where the failures are recorded: autopay charges the
 * bank refused and saved-card charges that failed, each only while nothing paid it since. `from`/`to`
 * are the garage days of the failure.
 */
export const failedPaymentsQuerySchema = z
  .object({
    q: listSearchParam,
    from: calendarDateParam.optional(),
    to: calendarDateParam.optional(),
    ...pagingParams(PAYMENTS_PAGE_SIZE),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: rule('date_range'),
    path: ['from'],
  });
export type FailedPaymentsQuery = z.input<typeof failedPaymentsQuerySchema>;

/** What failed: an autopay renewal charge, or a charge to the saved card (the lost-card fee, a renewal). */
export type FailedPaymentKind = 'autopay_renewal' | 'loss_fee' | 'renewal';

export type FailedPayment = {
  /** Unique in the list: `autopay-<pass id>` or `payment-<payment id>`. */
  id: string;
  kind: FailedPaymentKind;
  subscription_id: number;
  client_id: number;
  customer_name: string;
  customer_email: string;
  plate: string;
  amount_cents: number;
  /** Why the bank refused it, worded by each screen; an unknown bank code reads as 'declined'. */
  reason: DeclineReason;
  /** The bank's own code when it is not one of the worded reasons, for support; else null. */
  decline_code: string | null;
  /** When it failed (the latest attempt). */
  failed_at: string;
  /** When autopay tries again; null when no attempt is left (autopay is then off) or none is made. */
  next_retry_at: string | null;
};

export type FailedPaymentsResponse = { data: FailedPayment[]; total: number };

/** `POST /payments/{id}/email` (SPEC section 3 'Invoice email payload'). */
export const invoiceEmailSchema = z.object(
  {
    invoice_id: wholeNumber(
      z
        .number({ error: rule('id_positive') })
        .int(rule('id_positive'))
        .positive(rule('id_positive')),
    ),
    emails: z
      .array(emailAddressSchema, { error: rule('email_list') })
      .min(1, rule('email_list'))
      .max(5, rule('email_list')),
    subject: z
      .string({ error: rule('email_subject') })
      .trim()
      .min(1, rule('email_subject'))
      .max(200, rule('email_subject')),
    body: z
      .string({ error: rule('email_body') })
      .max(5000, rule('email_body'))
      .default(''),
  },
  { error: rule('body_not_object') },
);
export type InvoiceEmailInput = z.input<typeof invoiceEmailSchema>;
export type InvoiceEmailResponse = { sent_to: string[] };
