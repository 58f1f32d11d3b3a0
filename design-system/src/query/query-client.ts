import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** What a query or mutation may say about itself; read by the client's caches below. */
export type ServerStateMeta = {
  /**
   * Called once per failed request (not once per component showing it): a toast, a log line. The
   * component passes it with the query, so it speaks the language shown when the request failed.
   */
  onError?: (error: unknown) => void;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ServerStateMeta;
    mutationMeta: ServerStateMeta;
  }
}

/**
 * The one way every bundle makes its QueryClient (docs/decisions/server-state.md):
 * - `retry: false`: api/client already retries reads on 429/503 as SPEC section 8 says and limits
 *   concurrency; a second retry layer here would multiply the waits and the requests;
 * - no refetch on window focus or reconnect: a screen reads when it opens or when its inputs change,
 *   as before; a query that should follow the tab (the live spaces count) asks for it itself;
 * - `staleTime: 0`: opening a screen again asks the server again, showing the last answer meanwhile.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => query.meta?.onError?.(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => mutation.meta?.onError?.(error),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
