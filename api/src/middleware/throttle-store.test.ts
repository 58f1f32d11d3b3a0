import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler';
import { throttle } from './throttle';
import { memoryThrottleStore, type ThrottleStore } from './throttle-store';

describe('memory throttle store', () => {
  it('opens a window at the first hit, counts within it and opens a new one once it ends', () => {
    const store = memoryThrottleStore();
    expect(store.hit('a', 1_000, 5_000)).toEqual({ count: 1, endsAt: 6_000 });
    expect(store.hit('a', 1_000, 5_999)).toEqual({ count: 2, endsAt: 6_000 });
    expect(store.hit('b', 1_000, 5_999)).toEqual({ count: 1, endsAt: 6_999 });
    expect(store.hit('a', 1_000, 6_000)).toEqual({ count: 1, endsAt: 7_000 });
  });

  it('answers each hit with its own count, which later hits do not change', () => {
    const store = memoryThrottleStore();
    const first = store.hit('a', 1_000, 0);
    store.hit('a', 1_000, 1);
    expect(first).toEqual({ count: 1, endsAt: 1_000 });
  });

  it('takes a counted request back from the current window, never below none', () => {
    const store = memoryThrottleStore();
    store.hit('a', 1_000, 0);
    store.hit('a', 1_000, 1);
    store.takeBack('a');
    expect(store.hit('a', 1_000, 2)).toEqual({ count: 2, endsAt: 1_000 });
    store.takeBack('a');
    store.takeBack('a');
    store.takeBack('a');
    store.takeBack('never-seen');
    expect(store.hit('a', 1_000, 3)).toEqual({ count: 1, endsAt: 1_000 });
    expect(store.hit('never-seen', 1_000, 3)).toEqual({ count: 1, endsAt: 1_003 });
  });

  it('forgets finished windows when it sweeps, and keeps the live ones', () => {
    const store = memoryThrottleStore();
    store.hit('old', 1_000, 0);
    store.hit('live', 120_000, 0);
    store.hit('live', 120_000, 1);
    // The sweep runs on a hit a minute after the last one.
    store.hit('other', 1_000, 60_000);
    expect(store.hit('old', 1_000, 60_001).count).toBe(1);
    expect(store.hit('live', 120_000, 60_001).count).toBe(3);
  });
});

describe('throttle over a given store', () => {
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('shares one allowance between throttles that share a store, as API processes sharing a database would', async () => {
    const shared = memoryThrottleStore();
    const processA = new Hono()
      .use(throttle({ bucket: 'lookup', limit: 2, windowMs: 60_000, now: () => 5, store: shared }))
      .get('/', (c) => c.text('ok'));
    const processB = new Hono()
      .use(throttle({ bucket: 'lookup', limit: 2, windowMs: 60_000, now: () => 5, store: shared }))
      .get('/', (c) => c.text('ok'));
    processA.onError(handleError);
    processB.onError(handleError);
    expect((await processA.request('/', from('203.0.113.1'))).status).toBe(200);
    expect((await processB.request('/', from('203.0.113.1'))).status).toBe(200);
    const refused = await processA.request('/', from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
  });

  it('waits for a store that answers asynchronously, as a database or Redis would', async () => {
    const memory = memoryThrottleStore();
    const remote: ThrottleStore = {
      hit: async (key, windowMs, at) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return memory.hit(key, windowMs, at);
      },
      takeBack: async (key) => memory.takeBack(key),
    };
    let clock = 10_000;
    const app = new Hono()
      .use(throttle({ bucket: 'lookup', limit: 1, windowMs: 30_000, now: () => clock, store: remote }))
      .get('/', (c) => c.text('ok'));
    app.onError(handleError);
    expect((await app.request('/', from('2001:db8:1:1::1'))).status).toBe(200);
    clock += 10_500;
    const refused = await app.request('/', from('2001:db8:1:1::2'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('20');
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests', retry_after: '20' });
  });
});
