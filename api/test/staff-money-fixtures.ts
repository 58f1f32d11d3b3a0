import type { Database } from '../src/db/open-database';
import { returnedRow } from '../src/db/rows';
import { customers, invoices, sales, subscriptions, vehicles } from '../src/db/schema';

// History written straight into the tables, with instants the test chooses (sales at a year's end,
// on both sides of a garage midnight): the purchase flows always stamp "now".

let counter = 0;

export type HistoryCustomer = { customerId: number; subscriptionId: number; plate: string };

export async function insertHistoryCustomer(
  db: Database,
  options: {
    firstName?: string;
    lastName?: string;
    plate?: string;
    email?: string;
    language?: 'en' | 'es';
  } = {},
): Promise<HistoryCustomer> {
  counter += 1;
  const customer = await returnedRow(
    db
      .insert(customers)
      .values({
        firstName: options.firstName ?? 'Pat',
        lastName: options.lastName ?? `Driver${counter}`,
        email: options.email ?? `history${counter}@example.com`,
        language: options.language ?? 'en',
      })
      .returning(),
  );
  const plate = options.plate ?? `HIST${counter}`;
  const vehicle = await returnedRow(
    db
      .insert(vehicles)
      .values({ customerId: customer.id, type: 'car', make: 'Ford', model: 'Focus', year: 2019, plate })
      .returning(),
  );
  const pass = await returnedRow(
    db
      .insert(subscriptions)
      .values({
        customerId: customer.id,
        vehicleId: vehicle.id,
        planId: 1,
        locationId: 1,
        statusKey: 'active',
      })
      .returning(),
  );
  return { customerId: customer.id, subscriptionId: pass.id, plate };
}

/** An invoice and its sale at `at` (ISO instant), as a paid charge writes them. */
export async function insertHistorySale(
  db: Database,
  who: HistoryCustomer,
  sale: {
    at: string;
    amountCents: number;
    type?: 'autopay' | 'manual' | 'item';
    status?: 'paid' | 'refunded' | 'failed' | 'void';
    concept?: string;
  },
) {
  const invoice = await returnedRow(
    db
      .insert(invoices)
      .values({
        customerId: who.customerId,
        subscriptionId: who.subscriptionId,
        concept: sale.concept ?? 'Monthly pass',
        amountCents: sale.amountCents,
        statusKey: sale.status ?? 'paid',
        paidAt: sale.status === 'failed' || sale.status === 'void' ? null : sale.at,
        createdAt: sale.at,
      })
      .returning(),
  );
  const row = await returnedRow(
    db
      .insert(sales)
      .values({
        subscriptionId: who.subscriptionId,
        customerId: who.customerId,
        invoiceId: invoice.id,
        type: sale.type ?? 'manual',
        amountCents: sale.amountCents,
        soldAt: sale.at,
      })
      .returning(),
  );
  return { invoiceId: invoice.id, saleId: row.id };
}

/** `count` paid sales (with invoices) an hour apart from `from`, in batches: volume for tests. */
export async function insertManySales(
  db: Database,
  who: HistoryCustomer,
  count: number,
  from: string,
  amountCents: number,
): Promise<void> {
  const start = new Date(from).getTime();
  const BATCH = 500;
  for (let first = 0; first < count; first += BATCH) {
    const instants = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) =>
      new Date(start + (first + i) * 3_600_000).toISOString(),
    );
    const paid = await db
      .insert(invoices)
      .values(
        instants.map((at) => ({
          customerId: who.customerId,
          subscriptionId: who.subscriptionId,
          concept: 'Monthly pass',
          amountCents,
          statusKey: 'paid' as const,
          paidAt: at,
          createdAt: at,
        })),
      )
      .returning({ id: invoices.id, at: invoices.createdAt });
    await db.insert(sales).values(
      paid.map((invoice) => ({
        subscriptionId: who.subscriptionId,
        customerId: who.customerId,
        invoiceId: invoice.id,
        type: 'manual' as const,
        amountCents,
        soldAt: invoice.at,
      })),
    );
  }
}
