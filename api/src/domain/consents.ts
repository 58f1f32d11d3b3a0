import type { DbExecutor } from '../db/db-executor';
import { consents } from '../db/schema';

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
export function recordConsent(tx: DbExecutor, record: ConsentRecord, now: Date): number {
  const row = tx
    .insert(consents)
    .values({
      kind: record.kind,
      email: record.email.toLowerCase(),
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
    .returning({ id: consents.id })
    .get();
  return row.id;
}
