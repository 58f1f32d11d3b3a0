import { asc, eq } from 'drizzle-orm';
import type { Item } from '../../contract/item';
import type { Database } from '../../db/open-database';
import { items } from '../../db/schema';

export async function listItems(db: Database, name?: string): Promise<Item[]> {
  const query = db
    .select({ id: items.id, name: items.name, description: items.description, price_cents: items.priceCents })
    .from(items);
  return name === undefined ? await query.orderBy(asc(items.id)) : await query.where(eq(items.name, name));
}
