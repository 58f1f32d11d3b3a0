import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { normalizeEmail } from '../../contract/email-address';
import type { EraseCustomerResponse } from '../../contract/privacy-requests';
import type { DbExecutor } from '../../db/db-executor';
import { changedCount, sqlDialect } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import {
  accessEvents,
  addresses,
  auditLog,
  checkouts,
  consents,
  customers,
  events,
  leads,
  linkTokens,
  OPEN_WAITLIST_STATUS_VALUES,
  oneTimeCodes,
  passPlates,
  portalSessions,
  publicMailSends,
  subscriptions,
  vehicles,
  waitlistEntries,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isRedacted, redactedField } from '../../domain/audit/audit-chain';
import { type AuditActor, recordAudit } from '../../domain/audit/record-audit';
import { cancelProviderSubscription, endPass } from '../../domain/passes/pass-ending';
import { closeEntry, runWaitlistSafely } from '../../domain/waitlist/waitlist-queue';
import { HttpError } from '../../lib/http-error';
import type { PaymentDeps } from '../../lib/payment-deps';

// Erasure on request (docs/decisions/privacy-requests.md). Personal fields are anonymised wherever they
// are kept; money records (invoices, sales, refunds: amounts, dates, numbers) stay, as accounting law
// requires, still tied to the customer's id. Live passes end and their gate credentials are revoked
// (card back to stock, plate gone: the access feed's triggers tell the gates). One transaction: all of
// it or none. What stays on purpose: the access feed's change rows, which must name the old plate until
// every gate has heard it is revoked, and the payment provider's own records.

const LIVE = ['active', 'inactive'] as const;

/** A non-deliverable address (RFC 2606 reserves .invalid), unique per row so unique indexes hold. */
export const erasedEmail = (kind: string, id: number) => `erased-${kind}${id}@erased.invalid`;
/** Lower case and a dash: never what a plate reads as (A-Z0-9), so no gate lookup can match it. */
export const erasedPlate = (vehicleId: number) => `erased-${vehicleId}`;

type Staff = AuditActor & { clientIp: string | null };

export async function eraseCustomer(
  deps: PaymentDeps,
  customerId: number,
  confirmEmail: string,
  staff: Staff,
): Promise<EraseCustomerResponse> {
  const now = deps.now();
  const result = await inTransaction(
    deps.db,
    async (tx) => eraseInTransaction(tx, customerId, confirmEmail, staff, now),
    {
      behavior: 'immediate',
    },
  );
  // After the commit, as staff's cancel does when the money side is already settled: autopay never bills again.
  for (const id of result.providerSubscriptionIds) await cancelProviderSubscription(deps, id);
  // Ended passes free their spaces for the waitlist, as staff's cancel does.
  await runWaitlistSafely(deps);
  return result.answer;
}

async function eraseInTransaction(
  tx: DbExecutor,
  customerId: number,
  confirmEmail: string,
  staff: Staff,
  now: Date,
) {
  const nowIso = now.toISOString();
  const customer = await firstRow(tx.select().from(customers).where(eq(customers.id, customerId)).limit(1));
  if (!customer) throw new HttpError(404, 'customer_not_found');
  if (customer.erasedAt) throw new HttpError(409, 'customer_erased');
  const email = normalizeEmail(customer.email);
  if (normalizeEmail(confirmEmail) !== email) throw new HttpError(409, 'erase_confirmation_mismatch');

  const passes = await tx.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
  const passIds = passes.map((pass) => pass.id);
  const ownVehicles = await tx.select().from(vehicles).where(eq(vehicles.customerId, customerId));
  const plates = ownVehicles.map((vehicle) => vehicle.plate);
  const fullName = `${customer.firstName} ${customer.lastName}`.trim();

  // Passes and gate credentials: live passes end; each released card and changed plate reaches the gates.
  const providerSubscriptionIds: string[] = [];
  let cardsReleased = 0;
  let passesEnded = 0;
  for (const pass of passes) {
    if (!(LIVE as readonly string[]).includes(pass.statusKey)) continue;
    if (await endPass(tx, pass, 'canceled', nowIso)) cardsReleased += 1;
    passesEnded += 1;
    if (pass.providerSubscriptionId) providerSubscriptionIds.push(pass.providerSubscriptionId);
  }
  for (const vehicle of ownVehicles) {
    await tx
      .update(vehicles)
      .set({
        plate: erasedPlate(vehicle.id),
        plateState: null,
        make: '',
        model: '',
        color: null,
        updatedAt: nowIso,
      })
      .where(eq(vehicles.id, vehicle.id));
  }
  if (passIds.length) {
    // Added plates (docs/decisions/pass-plates.md) are the customer's plates too: off the pass, anonymised.
    for (const added of await tx
      .select()
      .from(passPlates)
      .where(inArray(passPlates.subscriptionId, passIds))) {
      await tx
        .update(passPlates)
        .set({
          plate: `erased-p${added.id}`,
          plateState: null,
          removedAt: added.removedAt ?? nowIso,
          removedBy: added.removedBy ?? 'staff',
        })
        .where(eq(passPlates.id, added.id));
    }
    // Links already e-mailed (renewal, autopay set-up) open nothing any more.
    await tx
      .update(linkTokens)
      .set({ usedAt: nowIso })
      .where(and(inArray(linkTokens.subscriptionId, passIds), isNull(linkTokens.usedAt)));
  }

  // The person.
  await tx
    .update(customers)
    .set({
      firstName: '',
      lastName: '',
      email: erasedEmail('c', customerId),
      phone: '',
      invitePending: false,
      inviteSentAt: null,
      erasedAt: nowIso,
      updatedAt: nowIso,
    })
    .where(eq(customers.id, customerId));
  await tx.delete(addresses).where(eq(addresses.customerId, customerId));

  // Portal sign-in: sessions end at once; codes and mail counters of the address go.
  const sessionsRevoked = changedCount(
    await tx
      .update(portalSessions)
      .set({ revokedAt: nowIso })
      .where(and(eq(portalSessions.email, email), isNull(portalSessions.revokedAt))),
  );
  for (const session of await tx
    .select({ id: portalSessions.id })
    .from(portalSessions)
    .where(eq(portalSessions.email, email))) {
    await tx
      .update(portalSessions)
      .set({ email: erasedEmail('s', session.id), clientIp: null, userAgent: null })
      .where(eq(portalSessions.id, session.id));
  }
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
  await tx.delete(publicMailSends).where(eq(publicMailSends.recipient, email));
  await tx.delete(leads).where(eq(leads.email, email));

  // The waitlist: an open entry leaves the line (an offer's held space is released), then every entry
  // of the address is anonymised.
  const entries = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
  for (const entry of entries) {
    if ((OPEN_WAITLIST_STATUS_VALUES as readonly string[]).includes(entry.status)) {
      await closeEntry(tx, entry, 'removed', now, 'removed_by_staff', staff.username);
    }
    await tx
      .update(waitlistEntries)
      .set({
        firstName: null,
        lastName: null,
        email: erasedEmail('w', entry.id),
        plate: null,
        tokenHash: null,
      })
      .where(eq(waitlistEntries.id, entry.id));
  }

  // Evidence and attempts that name them: what was agreed, when, stays; who and from where goes.
  const ofCustomer = (column: typeof consents.subscriptionId | typeof checkouts.subscriptionId) =>
    passIds.length ? inArray(column, passIds) : undefined;
  await tx
    .update(consents)
    .set({ email: erasedEmail('c', customerId), plate: '', clientIp: '', userAgent: '' })
    .where(
      or(eq(consents.customerId, customerId), eq(consents.email, email), ofCustomer(consents.subscriptionId)),
    );
  await tx
    .update(checkouts)
    .set({
      email: erasedEmail('c', customerId),
      plate: '',
      wizardData: '{}',
      clientIp: null,
      updatedAt: nowIso,
    })
    .where(or(eq(checkouts.email, email), ofCustomer(checkouts.subscriptionId)));

  // Gate events keep what happened (time, gate, decision), not whose plate it was.
  if (plates.length) {
    await tx
      .update(accessEvents)
      .set({ credentialValue: 'erased', plateState: null })
      .where(
        and(eq(accessEvents.credentialType, 'licensePlate'), inArray(accessEvents.credentialValue, plates)),
      );
  }

  await redactChecklist(tx, { customerId, email, plates, fullName });
  const redacted = await redactRecord(tx, { customerId, email, plates });

  const answer: EraseCustomerResponse = {
    erased_at: nowIso,
    passes_ended: passesEnded,
    cards_released: cardsReleased,
    portal_sessions_revoked: sessionsRevoked,
  };
  await recordAudit(tx, {
    actor: staff,
    action: 'customer_erased',
    target: { type: 'customer', id: customerId },
    customerId,
    after: { ...answer, audit_rows_redacted: redacted },
    clientIp: staff.clientIp,
    at: now,
  });
  return { answer, providerSubscriptionIds };
}

type Identity = { customerId: number; email: string; plates: readonly string[] };

/** Payload text naming the customer: their id, e-mail or a plate. */
function mentions(db: DbExecutor, column: SQLiteColumn, who: Identity) {
  const position = sql.raw(sqlDialect(db).position);
  return or(
    sql`${position}(lower(${column}), ${who.email}) > 0`,
    ...who.plates.map((plate) => sql`${position}(${column}, ${JSON.stringify(plate)}) > 0`),
  );
}

/** Checklist events about the customer keep their facts (amounts, dates, cards); names, e-mail and plates go. */
async function redactChecklist(tx: DbExecutor, who: Identity & { fullName: string }): Promise<void> {
  const dialect = sqlDialect(tx);
  const rows = await tx
    .select({ id: events.id, payload: events.payload })
    .from(events)
    .where(
      or(
        sql`${sql.raw(dialect.isJson('payload'))} AND ${sql.raw(dialect.jsonField('payload', 'client_id'))} = ${who.customerId}`,
        mentions(tx, events.payload, who),
      ),
    );
  for (const row of rows) {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(row.payload) as Record<string, unknown>;
    } catch {
      payload = {};
    }
    const redacted = Object.fromEntries(
      Object.entries(payload).map(([key, value]) => {
        if (typeof value !== 'string') return [key, value];
        if (key === 'customer' || value === who.fullName) return [key, ''];
        if (value.toLowerCase() === who.email) return [key, erasedEmail('c', who.customerId)];
        if (who.plates.includes(value)) return [key, 'erased'];
        return [key, value];
      }),
    );
    await tx
      .update(events)
      .set({ payload: JSON.stringify(redacted) })
      .where(eq(events.id, row.id));
  }
}

/**
 * The record's rows about the customer: before/after become the redaction marker, which keeps each
 * text's digest so the hash chain still verifies (the append-only trigger allows only this edit).
 */
async function redactRecord(tx: DbExecutor, who: Identity): Promise<number> {
  const rows = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      or(
        eq(auditLog.customerId, who.customerId),
        mentions(tx, auditLog.before, who),
        mentions(tx, auditLog.after, who),
      ),
    );
  let count = 0;
  for (const row of rows) {
    const before = row.before && !isRedacted(row.before) ? redactedField(row.before) : row.before;
    const after = row.after && !isRedacted(row.after) ? redactedField(row.after) : row.after;
    if (before === row.before && after === row.after) continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
    count += 1;
  }
  return count;
}
