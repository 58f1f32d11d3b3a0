import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminAddress,
  AdminCustomer,
  addressUpdateSchema,
  customerUpdateSchema,
} from '../../contract/admin-customers';
import { normalizeEmail } from '../../contract/email-address';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { addresses, customers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notifyOwner } from '../../domain/passes/owner-notices';
import { retireLinksOfCustomer } from '../../domain/portal/link-tokens';
import { revokeSessionsOfEmail } from '../../domain/portal/portal-sessions';
import { HttpError } from '../../lib/http-error';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { newestAddress, toAdminAddress, toAdminCustomer } from './client-profile.service';

type CustomerUpdate = z.output<typeof customerUpdateSchema>;
type AddressUpdate = z.output<typeof addressUpdateSchema>;

/**
 * `PUT /clients/{id}`. The e-mail is stored lower-cased and may be shared with another customer
 * (households do; docs/decisions/staff-customer-edits.md). A changed e-mail ends every portal session
 * of the old address in the same transaction: whoever reads that mailbox no longer speaks for the pass
 * (docs/decisions/portal-sign-in.md).
 */
export async function updateCustomer(
  deps: {
    db: Database;
    mail: MailProvider;
    log: (message: string, error?: unknown) => void;
  },
  customerId: number,
  input: CustomerUpdate,
  now: Date,
): Promise<AdminCustomer> {
  const { customer, previous } = await inTransaction(
    deps.db,
    async (tx) => {
      const before = await firstRow(
        tx
          .select({ email: customers.email, language: customers.language })
          .from(customers)
          .where(eq(customers.id, customerId))
          .limit(1),
      );
      if (!before) throw new HttpError(404, 'customer_not_found');
      const email = normalizeEmail(input.email);
      const row = await returnedRow(
        tx
          .update(customers)
          .set({
            firstName: input.first_name,
            lastName: input.last_name,
            email,
            phoneDial: input.phone_dial,
            phone: input.phone,
            updatedAt: now.toISOString(),
          })
          .where(eq(customers.id, customerId))
          .returning(),
      );
      if (!row) throw new HttpError(404, 'customer_not_found');
      const changed = before.email !== email;
      if (changed) {
        await revokeSessionsOfEmail(tx, before.email, now);
        await retireLinksOfCustomer(tx, customerId, now);
      }
      return { customer: toAdminCustomer(row), previous: changed ? before : null };
    },
    { behavior: 'immediate' },
  );
  // The old address hears of it: if staff were talked into the change, its owner can call at once.
  if (previous) {
    void (await notifyOwner(deps, {
      to: previous.email,
      language: previous.language,
      firstName: customer.first_name,
      plate: null,
      kind: 'email_changed',
    }));
  }
  return customer;
}

/** `PUT /clients/{id}/address`: the customer's one address, created when the customer has none yet. */
export async function updateAddress(
  db: Database,
  customerId: number,
  input: AddressUpdate,
  now: Date,
): Promise<AdminAddress> {
  return inTransaction(
    db,
    async (tx) => {
      const customer = await firstRow(
        tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1),
      );
      if (!customer) throw new HttpError(404, 'customer_not_found');
      const values = {
        line1: input.line1,
        line2: input.line2 || null,
        city: input.city,
        state: input.state,
        zipCode: input.zip_code,
        country: input.country,
      };
      const existing = await newestAddress(tx, customerId);
      const row = existing
        ? await returnedRow(
            tx
              .update(addresses)
              .set({ ...values, updatedAt: now.toISOString() })
              .where(eq(addresses.id, existing.id))
              .returning(),
          )
        : await returnedRow(
            tx
              .insert(addresses)
              .values({ ...values, customerId })
              .returning(),
          );
      if (!row) throw new Error(`Address of customer ${customerId} vanished inside its own transaction`);
      return toAdminAddress(row);
    },
    { behavior: 'immediate' },
  );
}
