/**
 * Staff search needs at least this many characters (SPEC section 9). Apart from the search's schema:
 * the admin's Customers screen reads it at once, and importing the schema file would have zod build
 * the customer schemas (and the contract files they use) before the screen can answer a tap.
 */
export const CLIENT_SEARCH_MIN_LENGTH = 3;
