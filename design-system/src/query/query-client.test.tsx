import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

/** A query function whose calls the test answers one by one, seeing the signal each was given. */
function controlledFetch() {
  const pending: { key: number; signal: AbortSignal; settle: (answer: string | Error) => void }[] = [];
  const fetch = vi.fn(
    (key: number, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) =>
        pending.push({ key, signal, settle: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
      ),
  );
  return { fetch, pending };
}

function renderQuery(fetch: (key: number, signal: AbortSignal) => Promise<string>, onError = vi.fn()) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ page }: { page: number }) =>
      useQuery({
        queryKey: ['page', page],
        queryFn: ({ signal }) => fetch(page, signal),
        meta: { onError },
      }),
    { wrapper, initialProps: { page: 1 } },
  );
}

describe('createQueryClient', () => {
  it('asks again only when the key changes, aborting the superseded request', async () => {
    const { fetch, pending } = controlledFetch();
    const { result, rerender } = renderQuery(fetch);
    rerender({ page: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    rerender({ page: 2 });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(pending[0]?.signal.aborted).toBe(true);
    await act(async () => pending[1]?.settle('page 2'));
    await waitFor(() => expect(result.current.data).toBe('page 2'));
  });

  it('never retries by itself (api/client owns the retry policy) and reports a failure once', async () => {
    const { fetch, pending } = controlledFetch();
    const onError = vi.fn();
    const { result } = renderQuery(fetch, onError);
    const failure = new Error('offline');
    await act(async () => pending[0]?.settle(failure));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('does not ask again when the window gets focus', async () => {
    const { fetch, pending } = controlledFetch();
    const { result } = renderQuery(fetch);
    await act(async () => pending[0]?.settle('page 1'));
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
