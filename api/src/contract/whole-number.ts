import { z } from 'zod';

// Plain decimal digits: no sign, no leading zero, no spaces, no `0x`/`1e1`/`1.0` forms, at most 16 digits.
// `z.coerce.number()` takes all of those (and `''` as 0, `true` as 1), so `limit=0x10` or
// `locationId=1e0` would reach the database under another spelling.
const DECIMAL_DIGITS = /^(0|[1-9]\d{0,15})$/;

/**
 * A whole number from a query string, a path or a JSON body: a JSON number as it is, or a string of plain
 * decimal digits read as one; anything else fails `schema` with its own rule code. Browser-safe.
 */
export function wholeNumber<Schema extends z.ZodNumber>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value),
    schema,
  );
}
