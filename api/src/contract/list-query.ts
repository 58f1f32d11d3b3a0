import { z } from 'zod';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// The query parts every staff list shares (passes, sales, payments): search text and server paging.

export const listSearchParam = z
  .string({ error: rule('search_type') })
  .trim()
  .max(80, rule('search_too_long'))
  .optional();

/** `limit` (1-100, the page's own size by default) and `offset`. */
export function pagingParams(pageSize: number) {
  return {
    limit: wholeNumber(
      z
        .number({ error: rule('limit_range') })
        .int(rule('limit_range'))
        .min(1, rule('limit_range'))
        .max(100, rule('limit_range')),
    ).default(pageSize),
    offset: wholeNumber(
      z
        .number({ error: rule('offset_range') })
        .int(rule('offset_range'))
        .min(0, rule('offset_range'))
        .max(1_000_000, rule('offset_range')),
    ).default(0),
  };
}
