import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { vehicleMakesQuery } from './api/get-vehicle-makes';

/** The query for one typed text (api/get-vehicle-makes.ts, api/get-vehicle-models.ts). */
export type SuggestionQuery = (text: string) => ReturnType<typeof vehicleMakesQuery>;

const cleaned = (list: string[]) => [
  ...new Set(list.map((entry) => entry.trim()).filter((entry) => entry !== '')),
];
const NONE: string[] = [];

/**
 * Server suggestions for what is typed, asked for once the typing pauses (`delayMs`).
 * SPEC section 5: empty text clears the list without a call; `query` null (a model without a make)
 * makes no call either. Failures only go to the console (SPEC section 8): typing still works.
 */
export function useSuggestions(text: string, query: SuggestionQuery | null, delayMs: number): string[] {
  const needle = useDebouncedValue(text.trim(), delayMs);
  const asking = needle !== '' && query !== null;
  const suggestions = useQuery({
    // Without a query nothing is asked (`enabled`); the makes query only gives the hook its shape.
    ...(query ?? vehicleMakesQuery)(needle),
    enabled: asking,
    select: cleaned,
    meta: { onError: (error) => console.warn('[signup] suggestions failed', error) },
  });

  // The list must not outlive the text it was for (e.g. after make changed and model was cleared).
  if (text.trim() === '' || !asking || suggestions.isError) return NONE;
  return suggestions.data ?? NONE;
}
