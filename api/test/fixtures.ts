import { eq } from 'drizzle-orm';
import type { Role } from '../src/contract/capabilities';
import type { Database } from '../src/db/open-database';
import { returnedRow } from '../src/db/rows';
import {
  cards,
  customers,
  events,
  invoices,
  spaceHolds,
  staffUsers,
  subscriptions,
  vehicles,
} from '../src/db/schema';
import { createStaffSession } from '../src/domain/staff/staff-sessions';

let plateCounter = 0;

type PassOptions = {
  locationId?: number;
  statusKey?: (typeof subscriptions.$inferInsert)['statusKey'];
  nextRenewalDate: string | null;
  /** A further pass of this customer; otherwise a new customer is created from the fields below. */
  customerId?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  plate?: string;
  planId?: number;
  hiddenFromLists?: boolean;
  createdAt?: string;
};

type CustomerOptions = { firstName?: string; lastName?: string; email?: string };

/** A customer with no vehicle or pass (a signup that never paid, or one staff look up). */
export async function insertCustomer(db: Database, options: CustomerOptions = {}) {
  plateCounter += 1;
  return returnedRow(
    db
      .insert(customers)
      .values({
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? 'Driver',
        email: options.email ?? `driver${plateCounter}@example.com`,
      })
      .returning(),
  );
}

/** A customer (new unless `customerId`) with one vehicle and one subscription at the given location. */
export async function insertPass(
  db: Database,
  { locationId = 1, statusKey = 'active', nextRenewalDate, planId = 1, ...options }: PassOptions,
) {
  const customerId = options.customerId ?? (await insertCustomer(db, options)).id;
  plateCounter += 1;
  const vehicle = await returnedRow(
    db
      .insert(vehicles)
      .values({
        customerId,
        type: 'car',
        make: 'Toyota',
        model: 'Corolla',
        year: 2020,
        plate: options.plate ?? `TEST${plateCounter}`,
      })
      .returning(),
  );
  return returnedRow(
    db
      .insert(subscriptions)
      .values({
        customerId,
        vehicleId: vehicle.id,
        planId,
        locationId,
        statusKey,
        startDate: '2025-01-01',
        currentPeriodStart: '2025-01-01',
        nextRenewalDate,
        hiddenFromLists: options.hiddenFromLists ?? false,
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning(),
  );
}

type Pass = Awaited<ReturnType<typeof insertPass>>;

/** An access card in stock, or held by `pass` (status assigned unless given). */
export async function insertCard(
  db: Database,
  code: string,
  options: { pass?: Pass; statusKey?: (typeof cards.$inferInsert)['statusKey']; locationId?: number } = {},
) {
  const card = await returnedRow(
    db
      .insert(cards)
      .values({
        code,
        locationId: options.locationId ?? options.pass?.locationId ?? 1,
        statusKey: options.statusKey ?? (options.pass ? 'assigned' : 'unassigned'),
        subscriptionId: options.pass?.id ?? null,
      })
      .returning(),
  );
  if (options.pass) {
    await db.update(subscriptions).set({ cardId: card.id }).where(eq(subscriptions.id, options.pass.id));
  }
  return card;
}

/** An invoice of the pass (paid unless told otherwise). */
export async function insertInvoice(
  db: Database,
  pass: Pass,
  options: {
    amountCents?: number;
    statusKey?: (typeof invoices.$inferInsert)['statusKey'];
    createdAt?: string;
  } = {},
) {
  const statusKey = options.statusKey ?? 'paid';
  const createdAt = options.createdAt ?? new Date().toISOString();
  return returnedRow(
    db
      .insert(invoices)
      .values({
        customerId: pass.customerId,
        subscriptionId: pass.id,
        concept: 'Monthly parking pass',
        amountCents: options.amountCents ?? 9900,
        statusKey,
        paidAt: statusKey === 'paid' || statusKey === 'refunded' ? createdAt : null,
        createdAt,
      })
      .returning(),
  );
}

export async function insertHold(
  db: Database,
  options: { locationId?: number; expiresAt: string; releasedAt?: string },
) {
  return returnedRow(
    db
      .insert(spaceHolds)
      .values({
        locationId: options.locationId ?? 1,
        expiresAt: options.expiresAt,
        releasedAt: options.releasedAt,
      })
      .returning(),
  );
}

/** The actions of the event rows written so far, oldest first (what staff see in the checklist). */
export const eventActions = async (db: Database) => (await db.select().from(events)).map((row) => row.action);

/** A further staff account (set up: no password change or second factor owed) and a live session for it. */
export async function extraStaffToken(
  db: Database,
  _secret: string,
  username: string,
  role: Role,
): Promise<string> {
  const user = await returnedRow(
    db
      .insert(staffUsers)
      .values({
        username,
        role,
        passwordHash: 'not-used-by-sessions',
        totpEnabledAt: new Date().toISOString(),
      })
      .returning({ id: staffUsers.id }),
  );
  return createStaffSession(db, user.id, { address: 'test', userAgent: 'vitest' });
}

/**
 * A session for an existing staff member, marked as set up, for scripts that measure staff calls
 * (bench/): the sign-in itself is not what they time.
 */
export async function benchStaffSession(db: Database, username: string): Promise<string> {
  const user = await returnedRow(
    db
      .update(staffUsers)
      .set({ mustChangePassword: false, totpEnabledAt: new Date().toISOString() })
      .where(eq(staffUsers.username, username))
      .returning({ id: staffUsers.id }),
  );
  if (!user) throw new Error(`no staff member named ${username}`);
  return createStaffSession(db, user.id, { address: 'bench', userAgent: 'bench' });
}

/**
 * Spellings `z.coerce.number()` would read as 5 (or 0) and the API refuses: numbers in query strings and
 * bodies are plain decimal digits (`contract/whole-number.ts`).
 */
export const LOOSE_NUMBERS = ['0x5', '5e0', ' 5', '+5', '05', '5.0', ''] as const;
