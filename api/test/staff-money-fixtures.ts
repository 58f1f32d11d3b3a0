import type { Database } from '../src/db/open-database';
import { customers, invoices, sales, subscriptions, vehicles } from '../src/db/schema';

// History written straight into the tables, with instants the test chooses (sales at a year's end,
// on both sides of a garage midnight): the purchase flows always stamp "now".

let counter = 0;

export type HistoryCustomer = { customerId: number; subscriptionId: number; plate: string };

export function insertHistoryCustomer(
  db: Database,
  options: {
    firstName?: string;
    lastName?: string;
    plate?: string;
    email?: string;
    language?: 'en' | 'es';
  } = {},
): HistoryCustomer {
  counter += 1;
  const customer = db
    .insert(customers)
    .values({
      firstName: options.firstName ?? 'Pat',
      lastName: options.lastName ?? `Driver${counter}`,
      email: options.email ?? `history${counter}@example.com`,
      language: options.language ?? 'en',
    })
    .returning()
    .get();
  const plate = options.plate ?? `HIST${counter}`;
  const vehicle = db
    .insert(vehicles)
    .values({ customerId: customer.id, type: 'car', make: 'Ford', model: 'Focus', year: 2019, plate })
    .returning()
    .get();
  const pass = db
    .insert(subscriptions)
    .values({ customerId: customer.id, vehicleId: vehicle.id, planId: 1, locationId: 1, statusKey: 'active' })
    .returning()
    .get();
  return { customerId: customer.id, subscriptionId: pass.id, plate };
}

/** An invoice and its sale at `at` (ISO instant), as a paid charge writes them. */
export function insertHistorySale(
  db: Database,
  who: HistoryCustomer,
  sale: {
    at: string;
    amountCents: number;
    type?: 'autopay' | 'manual';
    status?: 'paid' | 'refunded' | 'failed' | 'void';
    concept?: string;
  },
) {
  const invoice = db
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
    .returning()
    .get();
  const row = db
    .insert(sales)
    .values({
      subscriptionId: who.subscriptionId,
      customerId: who.customerId,
      invoiceId: invoice.id,
      type: sale.type ?? 'manual',
      amountCents: sale.amountCents,
      soldAt: sale.at,
    })
    .returning()
    .get();
  return { invoiceId: invoice.id, saleId: row.id };
}
