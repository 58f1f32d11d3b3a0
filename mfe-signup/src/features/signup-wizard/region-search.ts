import { US_STATES, usStateCode } from 'api/contract/us-states';
import type { Region } from './region-data';

/** SPEC section 9: at most 10 state suggestions, 200 ms after typing pauses. */
export const REGION_SUGGESTION_LIMIT = 10;
export const REGION_DEBOUNCE_MS = 200;

/** Lower case without accents, so 'nuevo leon' finds 'Nuevo León' on a phone keyboard. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function rank(name: string, needle: string): number | null {
  const folded = foldText(name);
  if (folded.startsWith(needle)) return 0;
  if (folded.split(/[\s-]+/).some((word) => word.startsWith(needle))) return 1;
  if (folded.includes(needle)) return 2;
  return null;
}

/**
 * Regions whose name starts with the text, then those with a word starting with it, then those
 * containing it; a US postal code ('CA') puts its state first. Empty text suggests nothing.
 */
export function searchRegions(
  regions: readonly Region[],
  text: string,
  limit = REGION_SUGGESTION_LIMIT,
): Region[] {
  const needle = foldText(text);
  if (needle === '') return [];
  const code = needle.length === 2 ? usStateCode(needle) : null;
  const scored: Array<{ region: Region; score: number; index: number }> = [];
  regions.forEach((region, index) => {
    const isCodeMatch = code !== null && region.name === US_STATES[code];
    const score = isCodeMatch ? -1 : rank(region.name, needle);
    if (score !== null) scored.push({ region, score, index });
  });
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.region);
}

/** Same ordering for plain names (the country field). */
export function searchNames(
  names: readonly string[],
  text: string,
  limit = REGION_SUGGESTION_LIMIT,
): string[] {
  return searchRegions(
    names.map((name) => ({ name, country: name })),
    text,
    limit,
  ).map((region) => region.name);
}
