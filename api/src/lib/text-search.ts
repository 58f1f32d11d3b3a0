import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A LIKE pattern for "contains": the typed text's own %, _ and \ match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Staff search boxes: any of the expressions contains the text. SQLite's LIKE ignores case (ASCII),
 * so 'smith' finds 'Smith' and 'abc' finds plate 'ABC123'. A NULL expression (a left join that found
 * nothing) simply does not match.
 */
export function anyContains(text: string, expressions: readonly SQLWrapper[]): SQL {
  const pattern = containsPattern(text);
  return or(...expressions.map((expression) => sql`${expression} like ${pattern} escape '\\'`)) ?? sql`0`;
}
