import { desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/db-executor';
import { customers, subscriptions, vehicles } from '../db/schema';

// Customer look-ups several resources need (clients, vehicles, billing): here rather than in one
// resource, because a resource never imports another resource's files.

/** E-mails are stored lower-cased; several customers may share one, the newest is "the" customer. */
export function findCustomerByEmail(db: DbExecutor, email: string) {
  return db
    .select()
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
    .orderBy(desc(customers.id))
    .limit(1)
    .get();
}

/** True when any customer with this e-mail has a banned vehicle or a banned pass. */
export function isEmailBlocked(db: DbExecutor, email: string): boolean {
  const normalized = email.trim().toLowerCase();
  const row = db.get<{ blocked: number }>(sql`select exists (
      select 1 from ${customers} c join ${vehicles} v on v.customer_id = c.id
      where c.email = ${normalized} and v.status = 'banned'
    ) or exists (
      select 1 from ${customers} c join ${subscriptions} s on s.customer_id = c.id
      where c.email = ${normalized} and s.status_key = 'banned'
    ) as blocked`);
  return Boolean(row?.blocked);
}
