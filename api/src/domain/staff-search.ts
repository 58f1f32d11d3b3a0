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
