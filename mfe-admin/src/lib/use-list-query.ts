import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's filters and page, kept in the URL query so Back and a shared link show the same
 * list. A value equal to its default is left out of the URL. `replace` for typing (one history entry
 * per search, not per key), push for choices the staff member may want to go Back from.
 */
export function useListQuery<Key extends string>(defaults: Readonly<Record<Key, string>>) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` is the params' identity
  const values = useMemo(() => {
    const read = {} as Record<Key, string>;
    for (const key of Object.keys(defaults) as Key[]) read[key] = params.get(key) ?? defaults[key];
    return read;
  }, [serialized, defaults]);

  const update = useCallback(
    (changes: Partial<Record<Key, string>>, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes) as [Key, string][]) {
            if (value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams, defaults],
  );

  return [values, update] as const;
}

/** A page number from the URL: a whole number from 1, else 1. */
export function pageFromQuery(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A search box bound to a URL value: typing commits the trimmed text after `delayMs` of quiet;
 * the URL changing on its own (Back) shows its value in the box without committing anything.
 */
export function useSearchBox(urlValue: string, delayMs: number, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text.trim(), delayMs);
  const lastDebounced = useRef(debounced);

  useEffect(() => setText(urlValue), [urlValue]);

  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced !== urlValue) commit(debounced);
  }, [debounced, urlValue, commit]);

  return [text, setText] as const;
}
