import { act, renderHook } from '@testing-library/react';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { WithQueryClient } from '../../../test/query-client';
import { vehicleMakesQuery } from './api/get-vehicle-makes';
import { vehicleModelsQuery } from './api/get-vehicle-models';
import { type SuggestionQuery, useSuggestions } from './use-suggestions';
import { SUGGESTION_DEBOUNCE_MS } from './vehicle-suggestions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function flush(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('make and model suggestions', () => {
  it('asks GET /vehicles/makes once typing has paused for 300 ms, with the trimmed text', async () => {
    const fetch = stubFetch({
      'GET /api/vehicles/makes': ({ url }) =>
        json([`${url.searchParams.get('s')}ta`, ' Toyota ', '', 'Toyota']),
    });
    const { result, rerender } = renderHook(
      ({ text }) => useSuggestions(text, vehicleMakesQuery, SUGGESTION_DEBOUNCE_MS),
      {
        initialProps: { text: '' },
        wrapper: WithQueryClient,
      },
    );
    rerender({ text: 'T' });
    rerender({ text: 'To' });
    rerender({ text: ' Toyo ' });
    await flush(SUGGESTION_DEBOUNCE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await flush(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('s=Toyo');
    // Entries are trimmed, empty ones dropped, duplicates shown once.
    expect(result.current).toEqual(['Toyota']);
    expect(SUGGESTION_DEBOUNCE_MS).toBe(300);
  });

  it('makes no call for empty text and clears the list at once', async () => {
    const fetch = stubFetch({ 'GET /api/vehicles/makes': json(['Honda']) });
    const { result, rerender } = renderHook(
      ({ text }) => useSuggestions(text, vehicleMakesQuery, SUGGESTION_DEBOUNCE_MS),
      {
        initialProps: { text: '' },
        wrapper: WithQueryClient,
      },
    );
    rerender({ text: 'Ho' });
    await flush(SUGGESTION_DEBOUNCE_MS);
    expect(result.current).toEqual(['Honda']);
    rerender({ text: '   ' });
    expect(result.current).toEqual([]);
    await flush(SUGGESTION_DEBOUNCE_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('skips the model call without a make', async () => {
    const fetch = stubFetch({ 'GET /api/vehicles/models': json(['Versa']) });
    const { result } = renderHook(() => useSuggestions('Ver', null, SUGGESTION_DEBOUNCE_MS), {
      wrapper: WithQueryClient,
    });
    await flush(SUGGESTION_DEBOUNCE_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toEqual([]);
  });

  it('sends the make with the model text', async () => {
    const fetch = stubFetch({
      'GET /api/vehicles/models': ({ url }) =>
        json([`${url.searchParams.get('make')} ${url.searchParams.get('s')}`]),
    });
    const fetcher: SuggestionQuery = (text) => vehicleModelsQuery('Nissan', text);
    const { result } = renderHook(() => useSuggestions('Ve', fetcher, SUGGESTION_DEBOUNCE_MS), {
      wrapper: WithQueryClient,
    });
    await flush(SUGGESTION_DEBOUNCE_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual(['Nissan Ve']);
  });

  it('only logs a failed call: the visitor can still type anything', async () => {
    stubFetch({ 'GET /api/vehicles/makes': json({ error: 'down' }, 500) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useSuggestions('Ho', vehicleMakesQuery, SUGGESTION_DEBOUNCE_MS), {
      wrapper: WithQueryClient,
    });
    await flush(SUGGESTION_DEBOUNCE_MS);
    await flush(5_000);
    expect(result.current).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
