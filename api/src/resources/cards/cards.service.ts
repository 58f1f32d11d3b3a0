import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type BulkCardsResponse,
  CARDS_LIST_DEFAULT_LIMIT,
  type Card,
  type CardCounts,
  type CardCountsQuery,
  type CardsQuery,
  isCardCode,
} from '../../contract/cards';
import type { Database } from '../../db/open-database';
import { firstRow } from '../../db/rows';
import { cards, locations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { cardIdsMatching } from '../../domain/customers/staff-search';
import { selectCards } from '../../domain/passes/access-cards';
import { HttpError } from '../../lib/http-error';

/**
 * Adds a batch of card numbers to a location's stock as unassigned cards. A number repeated in the
 * batch or already stored (at any location: the code is unique) is skipped, not an error, so a batch
 * can be saved again after a partial failure. One invalid number refuses the whole batch.
 */
export async function addCards(
  db: Database,
  input: { location_id: number; cards: readonly (string | number)[] },
  nowIso: string,
): Promise<BulkCardsResponse> {
  const codes = input.cards.map((code) => String(code).trim());
  const invalid = codes.filter((code) => !isCardCode(code));
  if (codes.length === 0 || invalid.length > 0) {
    throw new HttpError(400, 'card_codes_invalid', undefined, {
      details: {
        field: 'cards',
        ...(invalid.length > 0 ? { invalid: invalid.slice(0, 20).join(', ') } : {}),
      },
    });
  }
  return inTransaction(
    db,
    async (tx) => {
      const location = await firstRow(
        tx.select({ id: locations.id }).from(locations).where(eq(locations.id, input.location_id)).limit(1),
      );
      if (!location) throw new HttpError(404, 'location_not_found');
      const unique = [...new Set(codes)];
      const stored = new Set(
        (await tx.select({ code: cards.code }).from(cards).where(inArray(cards.code, unique))).map(
          (row) => row.code,
        ),
      );
      const added = unique.filter((code) => !stored.has(code));
      if (added.length > 0) {
        await tx.insert(cards).values(
          added.map((code) => ({
            code,
            locationId: input.location_id,
            statusKey: 'unassigned' as const,
            createdAt: nowIso,
            updatedAt: nowIso,
          })),
        );
      }
      const addedSet = new Set(added);
      // Each number is reported once: the first copy is added (or skipped as stored), later copies skipped.
      const seen = new Set<string>();
      const skipped = codes.filter((code) => {
        const first = !seen.has(code);
        seen.add(code);
        return !(first && addedSet.has(code));
      });
      return { added, skipped: [...new Set(skipped)] };
    },
    { behavior: 'immediate' },
  );
}

/**
 * The inventory's page and the assign dialog's list (`status=unassigned&locationId=...`). The page's
 * ids come first from `cards` (cards_location_status_idx, LIMIT/OFFSET in card-number order, the
 * code being unique keeps it stable); only those rows get their pass, plate and customer.
 */
export async function listCards(db: Database, query: CardsQuery): Promise<Card[]> {
  const filters = cardFilters(query);
  if (query.status && query.status !== 'all') filters.push(eq(cards.statusKey, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const ids = (
    await db
      .select({ id: cards.id })
      .from(cards)
      .where(where)
      .orderBy(cards.locationId, sql`length(${cards.code})`, cards.code)
      .limit(Number(query.limit ?? CARDS_LIST_DEFAULT_LIMIT))
      .offset(Number(query.offset ?? 0))
  ).map((row) => row.id);
  return ids.length === 0 ? [] : await selectCards(db, inArray(cards.id, ids));
}

/** The inventory's tiles and page count: every status of the same search, in one GROUP BY. */
export async function countCards(db: Database, query: CardCountsQuery): Promise<CardCounts> {
  const filters = cardFilters(query);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({ status: cards.statusKey, n: sql<number>`count(*)` })
    .from(cards)
    .where(where)
    .groupBy(cards.statusKey);
  const counts: CardCounts = { all: 0, unassigned: 0, assigned: 0, lost: 0, replaced: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

function cardFilters(query: { locationId?: unknown; q?: string }): SQL[] {
  const filters: SQL[] = [];
  if (query.locationId !== undefined) filters.push(eq(cards.locationId, Number(query.locationId)));
  const q = query.q?.trim();
  if (q) {
    filters.push(sql`${cards.id} IN (${cardIdsMatching(q)})`);
  }
  return filters;
}
