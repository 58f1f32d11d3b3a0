import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { useRef } from 'react';

/**
 * The search term a list fetches with: what was typed, once typing pauses for `ms`, and only when it is
 * empty or at least `minLength` characters (a shorter term keeps the last one, so no fetch happens).
 */
export function useSearchTerm(typed: string, ms: number, minLength: number): string {
  const debounced = useDebouncedValue(typed.trim(), ms);
  const accepted = useRef(debounced);
  if (debounced === '' || debounced.length >= minLength) accepted.current = debounced;
  return accepted.current;
}
