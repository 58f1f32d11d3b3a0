import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useServerPage } from './use-server-page';

type Request = { page: number } | null;

/** A load whose calls the test answers one by one. */
function controlledLoad() {
  const pending: {
    request: { page: number };
    signal: AbortSignal;
    settle: (answer: string | Error) => void;
  }[] = [];
  const load = vi.fn(
    (request: { page: number }, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) =>
        pending.push({
          request,
          signal,
          settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
        }),
      ),
  );
  return { load, pending };
}

describe('useServerPage', () => {
  it('asks again only when the request changes by value, aborting the older call', async () => {
    const { load, pending } = controlledLoad();
    const onError = vi.fn();
    const { result, rerender } = renderHook(
      ({ request }: { request: Request }) => useServerPage(request, load, onError),
      { initialProps: { request: { page: 1 } } },
    );
    rerender({ request: { page: 1 } });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ request: { page: 2 } });
    expect(load).toHaveBeenCalledTimes(2);
    expect(pending[0]?.signal.aborted).toBe(true);
    await act(async () => pending[1]?.settle('page 2'));
    expect(result.current).toMatchObject({ response: 'page 2', loading: false, failed: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the last answer on failure, reports it once, and retries the same request', async () => {
    const { load, pending } = controlledLoad();
    const onError = vi.fn();
    const { result, rerender } = renderHook(
      ({ request }: { request: Request }) => useServerPage(request, load, onError),
      { initialProps: { request: { page: 1 } } },
    );
    await act(async () => pending[0]?.settle('page 1'));
    rerender({ request: { page: 2 } });
    const failure = new Error('offline');
    await act(async () => pending[1]?.settle(failure));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current).toMatchObject({ response: 'page 1', loading: false, failed: true });

    act(() => result.current.retry());
    expect(pending[2]?.request).toEqual({ page: 2 });
    await act(async () => pending[2]?.settle('page 2'));
    expect(result.current).toMatchObject({ response: 'page 2', failed: false });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a null request and keeps what is shown', async () => {
    const { load, pending } = controlledLoad();
    const { result, rerender } = renderHook(
      ({ request }: { request: Request }) => useServerPage(request, load, vi.fn()),
      { initialProps: { request: { page: 1 } as Request } },
    );
    await act(async () => pending[0]?.settle('page 1'));
    rerender({ request: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.response).toBe('page 1');
  });

  it('shows a known change at once, and nothing before the first answer', async () => {
    const { load, pending } = controlledLoad();
    const { result } = renderHook(() => useServerPage({ page: 1 }, load, vi.fn()));
    act(() => result.current.update((shown) => `${shown}!`));
    expect(result.current.response).toBeNull();
    await act(async () => pending[0]?.settle('page 1'));
    act(() => result.current.update((shown) => `${shown} (saved)`));
    expect(result.current.response).toBe('page 1 (saved)');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
