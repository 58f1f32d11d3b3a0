import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from '../../test/query-client';
import { useLastAnswer } from './use-last-answer';

type Props = { page: number | null };

/** A list page the test answers call by call, as the admin lists read theirs. */
function renderList() {
  const pending: { page: number; settle: (answer: string | Error) => void }[] = [];
  const fetch = vi.fn(
    (page: number) =>
      new Promise<string>((resolve, reject) =>
        pending.push({ page, settle: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
      ),
  );
  const view = renderHook(
    ({ page }: Props) => {
      const query = useQuery({
        queryKey: ['list', page],
        queryFn: () => fetch(page ?? 0),
        enabled: page !== null,
      });
      return { shown: useLastAnswer(query.data), failed: query.isError, refetch: query.refetch };
    },
    { wrapper: WithQueryClient, initialProps: { page: 1 } as Props },
  );
  return { ...view, fetch, pending };
}

describe('useLastAnswer', () => {
  it('keeps the last answer shown when a newer request fails, until a retry answers', async () => {
    const { result, rerender, pending } = renderList();
    await act(async () => pending[0]?.settle('page 1'));
    await waitFor(() => expect(result.current.shown).toBe('page 1'));
    rerender({ page: 2 });
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.settle(new Error('offline')));
    await waitFor(() => expect(result.current).toMatchObject({ shown: 'page 1', failed: true }));
    await act(async () => void result.current.refetch());
    await waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]?.settle('page 2'));
    expect(pending[2]?.page).toBe(2);
    await waitFor(() => expect(result.current).toMatchObject({ shown: 'page 2', failed: false }));
  });

  it('asks nothing while no request is made, and keeps what is shown', async () => {
    const { result, rerender, pending, fetch } = renderList();
    await act(async () => pending[0]?.settle('page 1'));
    await waitFor(() => expect(result.current.shown).toBe('page 1'));
    rerender({ page: null });
    expect(result.current.shown).toBe('page 1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
