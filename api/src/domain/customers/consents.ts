import { and, desc, eq } from 'drizzle-orm';
import { normalizeEmail } from '../../contract/email-address';
import type { DbExecutor } from '../../db/db-executor';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { consents } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PortalPass } from '../passes/portal-pass';

export type ConsentRecord = {
  kind: 'terms' | 'autopay';
  email: string;
  plate: string;
  /** The exact text the customer was shown beside the checkbox or button they used. */
  text: string;
  language: 'en' | 'es';
  clientIp: string;
  userAgent: string;
  customerId?: number | null;
  checkoutId?: number | null;
  subscriptionId?: number | null;
};

/** Stores one consent in the caller's transaction and returns its id, which later charges point to. */
export async function recordConsent(tx: DbExecutor, record: ConsentRecord, now: Date): Promise<number> {
  const row = await returnedRow(
    tx
      .insert(consents)
      .values({
        kind: record.kind,
        email: normalizeEmail(record.email),
        plate: record.plate,
        text: record.text,
        language: record.language,
        clientIp: record.clientIp.slice(0, 100),
        userAgent: record.userAgent.slice(0, 500),
        customerId: record.customerId ?? null,
        checkoutId: record.checkoutId ?? null,
        subscriptionId: record.subscriptionId ?? null,
        acceptedAt: now.toISOString(),
      })
      .returning({ id: consents.id }),
  );
  return row.id;
}

export type ConsentClient = { clientIp: string; userAgent: string };

type CheckoutConsentInput = {
  terms_text: string;
  autopay_text?: string | undefined;
  language: 'en' | 'es';
};

/**
 * The consents a checkout call must carry: the terms always, the autopay text for the autopay plan.
 * Refuses with 400 `consent_required` before anything is held or charged.
 */
export function requireCheckoutConsent(
  consent: CheckoutConsentInput | null | undefined,
  autopay: boolean,
): CheckoutConsentInput & { autopay_text: string | undefined } {
  const terms = consent?.terms_text.trim() ?? '';
  const autopayText = consent?.autopay_text?.trim() ?? '';
  if (!consent || terms === '' || (autopay && autopayText === '')) {
    throw new HttpError(400, 'consent_required');
  }
  return { ...consent, terms_text: terms, autopay_text: autopay ? autopayText : undefined };
}

/** Stores a checkout's consents in the caller's transaction; returns the autopay one's id, if any. */
export async function recordCheckoutConsents(
  tx: DbExecutor,
  checkout: { id: number; email: string; plate: string },
  consent: CheckoutConsentInput,
  client: ConsentClient,
  now: Date,
): Promise<number | null> {
  const common = {
    email: checkout.email,
    plate: checkout.plate,
    language: consent.language,
    checkoutId: checkout.id,
    ...client,
  };
  await recordConsent(tx, { ...common, kind: 'terms', text: consent.terms_text }, now);
  return consent.autopay_text
    ? await recordConsent(tx, { ...common, kind: 'autopay', text: consent.autopay_text }, now)
    : null;
}

/**
 * The consents of a step that may be repeated (a double-clicked subscribe): the repeat (`repeated`)
 * reuses the row the first call recorded for the same autopay text, so the provider call it feeds
 * carries the same consent id under the same idempotency key. Another text (the language switched) is
 * new evidence and is recorded.
 */
export async function checkoutConsentsOnce(
  tx: DbExecutor,
  checkout: { id: number; email: string; plate: string },
  consent: CheckoutConsentInput,
  client: ConsentClient,
  now: Date,
  repeated: boolean,
): Promise<number | null> {
  if (repeated && consent.autopay_text) {
    const first = await firstRow(
      tx
        .select({ id: consents.id })
        .from(consents)
        .where(
          and(
            eq(consents.checkoutId, checkout.id),
            eq(consents.kind, 'autopay'),
            eq(consents.text, consent.autopay_text),
            eq(consents.language, consent.language),
          ),
        )
        .orderBy(desc(consents.id))
        .limit(1),
    );
    if (first) return first.id;
  }
  return recordCheckoutConsents(tx, checkout, consent, client, now);
}

/**
 * When the checkout becomes a pass: its consents point at the customer and the pass, and the pass's
 * newest autopay consent is returned for `subscriptions.autopay_consent_id`.
 */
export async function linkCheckoutConsents(
  tx: DbExecutor,
  checkoutId: number,
  pass: { customerId: number; subscriptionId: number },
): Promise<number | null> {
  await tx
    .update(consents)
    .set({ customerId: pass.customerId, subscriptionId: pass.subscriptionId })
    .where(eq(consents.checkoutId, checkoutId));
  const latest = await firstRow(
    tx
      .select({ id: consents.id })
      .from(consents)
      .where(and(eq(consents.checkoutId, checkoutId), eq(consents.kind, 'autopay')))
      .orderBy(desc(consents.id))
      .limit(1),
  );
  return latest?.id ?? null;
}

/**
 * The autopay consent given for a pass already sold (the portal's switch, the hosted card set-up), in
 * its own transaction; its id goes on the provider subscription so every later charge points to it.
 */
export async function recordPassAutopayConsent(
  deps: { db: Database; now: () => Date },
  pass: PortalPass,
  consent: { text: string; language: 'en' | 'es'; client: ConsentClient },
): Promise<number> {
  return inTransaction(
    deps.db,
    async (tx) =>
      recordConsent(
        tx,
        {
          kind: 'autopay',
          email: pass.customer.email,
          plate: pass.vehicle.plate,
          text: consent.text,
          language: consent.language,
          ...consent.client,
          customerId: pass.customer.id,
          subscriptionId: pass.subscription.id,
        },
        deps.now(),
      ),
    { behavior: 'immediate' },
  );
}
