import { isAbortError } from 'api/client';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type ServerPage<Response> = {
  /** The last answer; a failure keeps it shown. */
  response: Response | null;
  loading: boolean;
  failed: boolean;
  /** Asks for the same request again. */
  retry: () => void;
  /** Shows a change the caller already knows (a saved or completed row) without asking the server. */
  update: (change: (response: Response) => Response) => void;
};

/**
 * One server answer for `request`, asked again when the request changes (compared by value, so it must be
 * plain JSON data) or on `retry`; a newer request aborts the older call. `null` asks nothing (e.g. an
 * invalid date range) and keeps what is shown. Each caller decides how a failure is reported.
 */
export function useServerPage<Request, Response>(
  request: Request | null,
  load: (request: Request, signal: AbortSignal) => Promise<Response>,
  onError: (error: unknown) => void,
): ServerPage<Response> {
  const [state, setState] = useState<Omit<ServerPage<Response>, 'retry' | 'update'>>({
    response: null,
    loading: true,
    failed: false,
  });
  const [version, setVersion] = useState(0);
  const key = request === null ? null : JSON.stringify(request);
  // The latest request, load and onError, without making them reasons to ask again.
  const start = useEffectEvent((signal: AbortSignal) => load(request as Request, signal));
  const fail = useEffectEvent(onError);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the request, `version` is the retry trigger
  useEffect(() => {
    if (key === null) {
      setState((previous) => ({ ...previous, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    start(controller.signal).then(
      (response) => setState({ response, loading: false, failed: false }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        fail(error);
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (response: Response) => Response) =>
      setState((previous) =>
        previous.response === null ? previous : { ...previous, response: change(previous.response) },
      ),
    [],
  );
  return { ...state, retry, update };
}
