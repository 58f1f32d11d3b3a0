import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
// Staff search over a garage's whole history (docs/decisions/admin-lists-at-scale.md): prefixes of
// indexed, normalized columns (a range on an index), never substring scans over a million rows.

export type SearchBounds = {
  /** Lower-cased name or e-mail prefix, as `lower(...)` in SQLite folds it (ASCII only). */
  name_lo: string;
  name_hi: string;
  /** Plates are stored upper-cased A-Z0-9. */
  plate_lo: string;
  plate_hi: string;
};

/** Everything starting with `prefix`: [prefix, prefix with its last character bumped). */
function prefixRange(prefix: string): [string, string] {
  if (!prefix) return ['', ''];
  const last = prefix.charCodeAt(prefix.length - 1);
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(last + 1)];
}

export function searchBounds(q: string): SearchBounds {
  const name = q
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[A-Z]/g, (c) => c.toLowerCase());
  const plate = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const [name_lo, name_hi] = prefixRange(name);
  const [plate_lo, plate_hi] = plate ? prefixRange(plate) : ['', ''];
  return { name_lo, name_hi, plate_lo, plate_hi };
}

/** Customer ids whose full name ('first last') or last name starts with the search. */
export const CUSTOMERS_BY_NAME = `
  SELECT id FROM customers WHERE lower(first_name || ' ' || last_name) >= @name_lo AND lower(first_name || ' ' || last_name) < @name_hi
  UNION SELECT id FROM customers WHERE lower(last_name) >= @name_lo AND lower(last_name) < @name_hi`;

/** Customer ids whose e-mail starts with the search (e-mails are stored lower-cased). */
export const CUSTOMERS_BY_EMAIL = `
  SELECT id FROM customers WHERE email >= @name_lo AND email < @name_hi`;

/** Pass ids whose vehicle's plate starts with the search. */
export const PASSES_BY_PLATE = `
  SELECT s.id FROM vehicles v JOIN subscriptions s ON s.vehicle_id = v.id
  WHERE v.plate >= @plate_lo AND v.plate < @plate_hi`;

/**
 * The same prefix searches as drizzle conditions, for the lists built with drizzle (clients search,
 * passes list): `customerColumn IN (customers whose name or e-mail starts with q)`, and likewise for a
 * pass's plate and card number. Each is a range on an index, so a rare text costs as little as a common one.
 */
export function customerMatches(customerId: SQLWrapper, q: string): SQL {
  const { name_lo: lo, name_hi: hi } = searchBounds(q);
  return sql`${customerId} IN (
    SELECT id FROM customers WHERE lower(first_name || ' ' || last_name) >= ${lo} AND lower(first_name || ' ' || last_name) < ${hi}
    UNION SELECT id FROM customers WHERE lower(last_name) >= ${lo} AND lower(last_name) < ${hi}
    UNION SELECT id FROM customers WHERE email >= ${lo} AND email < ${hi})`;
}

/** `plate` starts with the search (plates are stored upper-cased A-Z0-9); null when q has no such characters. */
export function plateMatches(plate: SQLWrapper, q: string): SQL | null {
  const { plate_lo: lo, plate_hi: hi } = searchBounds(q);
  return lo ? sql`(${plate} >= ${lo} AND ${plate} < ${hi})` : null;
}

/**
 * Ids of the newest `limit` customers whose name or e-mail starts with the search, or who hold a pass
 * whose plate (main or added, docs/decisions/pass-plates.md) or card number does: every branch is a
 * range on an index, then one small sort.
 */
export function customerIdsMatching(q: string, limit: number): SQL {
  const { name_lo: lo, name_hi: hi, plate_lo, plate_hi } = searchBounds(q);
  const plate = plate_lo
    ? sql`UNION SELECT s.customer_id FROM vehicles v JOIN subscriptions s ON s.vehicle_id = v.id
        WHERE v.plate >= ${plate_lo} AND v.plate < ${plate_hi}
      UNION SELECT s.customer_id FROM pass_plates p JOIN subscriptions s ON s.id = p.subscription_id
        WHERE p.plate >= ${plate_lo} AND p.plate < ${plate_hi} AND p.removed_at IS NULL`
    : sql``;
  const card = /^\d+$/.test(q.trim())
    ? sql`UNION SELECT s.customer_id FROM cards k JOIN subscriptions s ON s.card_id = k.id
        WHERE k.code >= ${lo} AND k.code < ${hi}`
    : sql``;
  return sql`SELECT id FROM (
    SELECT id FROM customers WHERE lower(first_name || ' ' || last_name) >= ${lo} AND lower(first_name || ' ' || last_name) < ${hi}
    UNION SELECT id FROM customers WHERE lower(last_name) >= ${lo} AND lower(last_name) < ${hi}
    UNION SELECT id FROM customers WHERE email >= ${lo} AND email < ${hi}
    ${plate} ${card}) AS matched ORDER BY id DESC LIMIT ${limit}`;
}

/**
 * Ids of the cards whose number starts with the search, or whose pass's plate or customer's name or
 * e-mail does (the inventory's search box): each branch a range on an index, then the pass's links.
 */
export function cardIdsMatching(q: string): SQL {
  const { name_lo: lo, name_hi: hi } = searchBounds(q);
  const plate = plateMatches(sql`v.plate`, q);
  const byPlate = plate
    ? sql`UNION SELECT k.id FROM vehicles v JOIN subscriptions s ON s.vehicle_id = v.id
        JOIN cards k ON k.subscription_id = s.id WHERE ${plate}`
    : sql``;
  return sql`SELECT id FROM cards WHERE code >= ${lo} AND code < ${hi}
    UNION SELECT k.id FROM subscriptions s JOIN cards k ON k.subscription_id = s.id
      WHERE ${customerMatches(sql`s.customer_id`, q)}
    ${byPlate}`;
}
