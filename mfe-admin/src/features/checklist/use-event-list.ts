import { isAbortError } from 'api/client';
import type { EventsListResponse } from 'api/contract/events';
import { useCallback, useEffect, useState } from 'react';

type EventListState = { response: EventsListResponse | null; loading: boolean; failed: boolean };

/** Loads a list of events whenever `load` changes or `reload` is called; failures keep the last list. */
export function useEventList(load: (signal: AbortSignal) => Promise<EventsListResponse>) {
  const [state, setState] = useState<EventListState>({ response: null, loading: true, failed: false });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    load(controller.signal).then(
      (response) => setState({ response, loading: false, failed: false }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        console.error('Events could not be loaded', error);
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Shows a change at once (a completed event leaving the pending list) without waiting for a reload. */
  const update = useCallback(
    (change: (response: EventsListResponse) => EventsListResponse) =>
      setState((previous) =>
        previous.response ? { ...previous, response: change(previous.response) } : previous,
      ),
    [],
  );
  return { ...state, reload, update };
}
