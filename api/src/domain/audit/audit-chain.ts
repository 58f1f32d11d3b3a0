import { createHash } from 'node:crypto';

// The hash chain of the record (docs/decisions/audit-record.md). A row's hash covers its content and
// the previous row's hash, so changing, removing or reordering any row breaks every hash after it.
// The fields before/after enter as digests: an erasure may replace their text with a redaction marker
// that keeps the digest, and the chain still verifies.

export const GENESIS_HASH = '0'.repeat(64);
const REDACTED_PREFIX = '{"redacted":"';

export type ChainedContent = {
  id: number;
  at: string;
  actor: string | null;
  actorRole: string | null;
  action: string;
  targetType: string | null;
  targetId: number | null;
  customerId: number | null;
  before: string | null;
  after: string | null;
  clientIp: string | null;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digest a before/after text enters the chain as; a redaction marker carries the original's. */
export function fieldDigest(text: string | null): string | null {
  if (text === null) return null;
  if (text.startsWith(REDACTED_PREFIX)) {
    const digest = (JSON.parse(text) as { redacted: unknown }).redacted;
    if (typeof digest === 'string') return digest;
  }
  return sha256(text);
}

/** What an erasure writes instead of a before/after text: the text is gone, its digest stays. */
export function redactedField(text: string): string {
  return JSON.stringify({ redacted: fieldDigest(text) });
}

export function isRedacted(text: string | null): boolean {
  return text?.startsWith(REDACTED_PREFIX) === true;
}

export function chainHash(prevHash: string, row: ChainedContent): string {
  return sha256(
    JSON.stringify([
      prevHash,
      row.id,
      row.at,
      row.actor,
      row.actorRole,
      row.action,
      row.targetType,
      row.targetId,
      row.customerId,
      fieldDigest(row.before),
      fieldDigest(row.after),
      row.clientIp,
    ]),
  );
}
