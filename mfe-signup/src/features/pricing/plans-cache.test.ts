import { PLANS_CACHE_KEY, PLANS_CACHE_TTL_MS, readCachedPlans, writeCachedPlans } from './plans-cache';

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('plans cache', () => {
  it('returns what was written while fresh', () => {
    writeCachedPlans([1, 2], 1_000);
    expect(readCachedPlans(isNumber, 1_000 + PLANS_CACHE_TTL_MS - 1)).toEqual([1, 2]);
  });

  it('expires after 12 hours', () => {
    writeCachedPlans([1, 2], 1_000);
    expect(readCachedPlans(isNumber, 1_000 + PLANS_CACHE_TTL_MS)).toBeNull();
  });

  it('ignores entries from the future, malformed JSON and wrong shapes', () => {
    writeCachedPlans([1], 5_000);
    expect(readCachedPlans(isNumber, 4_000)).toBeNull();
    sessionStorage.setItem(PLANS_CACHE_KEY, '{not json');
    expect(readCachedPlans(isNumber)).toBeNull();
    sessionStorage.setItem(PLANS_CACHE_KEY, JSON.stringify({ savedAt: Date.now(), plans: ['x'] }));
    expect(readCachedPlans(isNumber)).toBeNull();
  });
});
