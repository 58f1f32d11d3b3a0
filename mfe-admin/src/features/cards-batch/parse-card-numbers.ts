import { isCardCode } from 'api/contract/cards';

/**
 * SPEC section 5 Add Cards: with `to`, an inclusive numeric range from `from` to `to`; without it,
 * `from` is a comma-separated list where anything that is not a card number is dropped. Numbers keep
 * the digits as typed (docs/decisions/card-codes.md: '0042' and '42' are two cards); a range keeps the
 * width of `from` when it has leading zeros (0098..0102 -> 0098, 0099, 0100, 0101, 0102). Answers no
 * numbers when nothing valid was given; the caller shows the warning. `limit` stops a range early so
 * a typo like 1..999999999 never builds a huge array.
 */
export function parseCardNumbers(from: string, to: string, limit: number): string[] {
  const start = from.trim();
  const end = to.trim();
  if (end === '')
    return unique(
      start
        .split(',')
        .map((part) => part.trim())
        .filter(isCardCode),
    );
  if (!isCardCode(start) || !isCardCode(end)) return [];
  const first = BigInt(start);
  const last = BigInt(end);
  if (first > last) return [];
  const width = start.startsWith('0') ? start.length : 0;
  const numbers: string[] = [];
  for (let n = first; n <= last && numbers.length < limit; n++) {
    numbers.push(n.toString().padStart(width, '0'));
  }
  return numbers;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Adds `incoming` after `staged`, skipping numbers already staged and stopping at `max` in all. */
export function stageNumbers(
  staged: readonly string[],
  incoming: readonly string[],
  max: number,
): { staged: string[]; added: number; duplicates: number; overLimit: number } {
  const seen = new Set(staged);
  const next = [...staged];
  let duplicates = 0;
  let overLimit = 0;
  for (const number of incoming) {
    if (seen.has(number)) duplicates++;
    else if (next.length >= max) overLimit++;
    else {
      seen.add(number);
      next.push(number);
    }
  }
  return { staged: next, added: next.length - staged.length, duplicates, overLimit };
}
