import { isAbortError } from 'api/client';
import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { useEffect, useState } from 'react';

export type SuggestionFetcher = (text: string, signal: AbortSignal) => Promise<string[]>;

/**
 * Server suggestions for what is typed, asked for once the typing pauses (`delayMs`).
 * SPEC section 5: empty text clears the list without a call; `fetcher` null (a model without a make)
 * makes no call either. Failures only go to the console (SPEC section 8): typing still works.
 */
export function useSuggestions(text: string, fetcher: SuggestionFetcher | null, delayMs: number): string[] {
  const needle = useDebouncedValue(text.trim(), delayMs);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    if (needle === '' || fetcher === null) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    fetcher(needle, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        const cleaned = list.map((entry) => entry.trim()).filter((entry) => entry !== '');
        setSuggestions([...new Set(cleaned)]);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.warn('[signup] suggestions failed', error);
        setSuggestions([]);
      },
    );
    return () => controller.abort();
  }, [needle, fetcher]);

  // The list must not outlive the text it was for (e.g. after make changed and model was cleared).
  return text.trim() === '' || fetcher === null ? [] : suggestions;
}
