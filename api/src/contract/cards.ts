import { z } from 'zod';
import { pagingParams } from './list-query';
import { rule } from './validation-rules';
import { wholeNumber } from './whole-number';

// Access cards (SPEC sections 3 and 5). Browser-safe: the admin's Add Cards and assign dialog run
// these schemas too. Card numbers are the digits printed on the card (docs/decisions/card-codes.md).

export const CARD_STATUSES = ['unassigned', 'assigned', 'lost', 'replaced'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** 1 to 12 digits, kept as written: leading zeros are part of the printed number. */
export const CARD_CODE_PATTERN = /^\d{1,12}$/;
export const MAX_CARDS_PER_BATCH = 1000;

export function isCardCode(value: string): boolean {
  return CARD_CODE_PATTERN.test(value);
}

const positiveId = (code: 'location_id_positive' | 'card_id_positive') =>
  wholeNumber(
    z
      .number({ error: rule(code) })
      .int(rule(code))
      .positive(rule(code)),
  );

/**
 * `POST /cards/bulk`. The codes' shape is checked by the service, so a bad batch answers
 * `card_codes_invalid` with the offending numbers rather than a generic invalid input.
 */
export const bulkCardsInputSchema = z.object(
  {
    location_id: positiveId('location_id_positive'),
    cards: z
      .array(z.union([z.string(), z.number()]), { error: rule('card_codes_list') })
      .max(MAX_CARDS_PER_BATCH, rule('card_codes_list')),
  },
  { error: rule('body_not_object') },
);

/** SPEC section 9: the Card Inventory shows 20 cards a page (`limit=20&offset`). */
export const CARDS_PAGE_SIZE = 20;
/**
 * `limit` when a call sends none: the assign dialog asks for a location's unassigned cards without
 * paging and gets the first 100 by card number (it says so when there may be more).
 */
export const CARDS_LIST_DEFAULT_LIMIT = 100;

const cardsSearchParam = z
  .string({ error: rule('search_type') })
  .trim()
  .max(40, rule('search_too_long'))
  .optional();

/** `GET /cards?status&locationId&q&limit&offset`, ordered by location and card number. */
export const cardsQuerySchema = z.object({
  status: z.enum(['all', ...CARD_STATUSES], { error: rule('card_status') }).optional(),
  locationId: positiveId('location_id_positive').optional(),
  q: cardsSearchParam,
  ...pagingParams(CARDS_LIST_DEFAULT_LIMIT),
});

/** `GET /cards/counts?q&locationId`: the inventory's tiles and page count for the same search. */
export const cardCountsQuerySchema = z.object({
  locationId: positiveId('location_id_positive').optional(),
  q: cardsSearchParam,
});

export type BulkCardsInput = z.input<typeof bulkCardsInputSchema>;
export type CardsQuery = z.input<typeof cardsQuerySchema>;
export type CardCountsQuery = z.input<typeof cardCountsQuerySchema>;

/** SPEC section 3 Card. */
export type Card = {
  id: number;
  code: string;
  serial_number: string | null;
  plate: string | null;
  status_key: CardStatus;
  customer_name: string | null;
  subscription_id: number | null;
  client_id: number | null;
  location_id: number;
};

/** `GET /cards/counts`: cards of each status, and all of them, matching the search. */
export type CardCounts = Record<'all' | CardStatus, number>;

export type BulkCardsResponse = {
  /** Numbers stored now, as unassigned cards. */
  added: string[];
  /** Numbers left out: repeated in the batch or already stored. */
  skipped: string[];
};

export type CardAssignment = {
  subscription_id: number;
  card: Card;
  /** The pass's card before this one, now `replaced`. */
  previous_card: { id: number; code: string } | null;
};

/** SPEC section 3 needs-card list, with the names the pending-cars list shows. */
export type NeedsCardEntry = {
  subscription_id: number;
  client_id: number;
  plate: string;
  first_name: string;
  last_name: string;
  location_id: number;
};
