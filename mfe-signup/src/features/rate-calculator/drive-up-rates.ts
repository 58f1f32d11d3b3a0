/** Drive-up prices (SPEC section 9), in cents per started 12-hour block. */
export const WEEKDAY_BLOCK_CENTS = 1100;
export const WEEKEND_BLOCK_CENTS = 1800;

export const BLOCK_HOURS = 12;
export const BLOCK_MS = BLOCK_HOURS * 3_600_000;

/** Friday, Saturday and Sunday (Date#getDay numbering) take the higher rate. */
export const WEEKEND_DAYS: ReadonlySet<number> = new Set([5, 6, 0]);

/**
 * Beyond this the calculator refuses: a monthly pass is far cheaper, and an absurd exit year
 * typed by mistake must not make the page walk through millions of blocks.
 */
export const MAX_STAY_DAYS = 90;
