import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createScheduler', () => {
  it('runs every job at start and then on each interval until stopped', async () => {
    const runs: string[] = [];
    const scheduler = createScheduler({
      intervalMs: 60_000,
      jobs: [
        { name: 'a', run: async () => runs.push('a') },
        { name: 'b', run: async () => runs.push('b') },
      ],
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['a', 'b', 'a', 'b']);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toHaveLength(4);
  });

  it('logs a failing job and still runs the others', async () => {
    const logs: string[] = [];
    const runs: string[] = [];
    const scheduler = createScheduler({
      intervalMs: 1_000,
      log: (message) => logs.push(message),
      jobs: [
        {
          name: 'broken',
          run: async () => {
            throw new Error('boom');
          },
        },
        { name: 'fine', run: async () => runs.push('fine') },
      ],
    });
    await expect(scheduler.runOnce()).resolves.toBeUndefined();
    expect(logs).toEqual(['job broken failed']);
    expect(runs).toEqual(['fine']);
  });

  it('never overlaps a run still going', async () => {
    let active = 0;
    let most = 0;
    let calls = 0;
    const scheduler = createScheduler({
      intervalMs: 1_000,
      jobs: [
        {
          name: 'slow',
          run: async () => {
            calls += 1;
            active += 1;
            most = Math.max(most, active);
            await new Promise((resolve) => setTimeout(resolve, 2_500));
            active -= 1;
          },
        },
      ],
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_100);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    await stopped;
    expect(most).toBe(1);
    // Ticks at 1 s and 2 s fell inside the first run; the one at 3 s started the second.
    expect(calls).toBe(2);
  });

  it('stops taking ticks at stop(), and resolves once the job running then has finished', async () => {
    const events: string[] = [];
    let finish: () => void = () => {};
    const scheduler = createScheduler({
      intervalMs: 1_000,
      jobs: [
        {
          name: 'slow',
          run: () =>
            new Promise<void>((resolve) => {
              events.push('slow started');
              finish = () => {
                events.push('slow finished');
                resolve();
              };
            }),
        },
        { name: 'next', run: async () => events.push('next') },
      ],
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    const stopped = scheduler.stop().then(() => events.push('stopped'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toEqual(['slow started']);
    finish();
    await stopped;
    // The pass ends with the job that was running: the next one waits for another start.
    expect(events).toEqual(['slow started', 'slow finished', 'stopped']);
    await scheduler.runOnce();
    expect(events).toHaveLength(3);
  });

  it('runs a pass when woken instead of waiting for the next tick, and not before start or after stop', async () => {
    const runs: string[] = [];
    const scheduler = createScheduler({
      intervalMs: 60_000,
      jobs: [{ name: 'a', run: async () => runs.push('a') }],
    });
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(10_000);
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['a', 'a']);
    await scheduler.stop();
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);
  });

  it('woken during a pass, runs one more pass after it (the pass under way may have read the old state)', async () => {
    const runs: string[] = [];
    let finish: () => void = () => {};
    const scheduler = createScheduler({
      intervalMs: 60_000,
      jobs: [
        {
          name: 'slow',
          run: () =>
            new Promise<void>((resolve) => {
              runs.push('started');
              finish = resolve;
            }),
        },
      ],
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.wake();
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['started']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // Two wakes during one pass make one more pass, not two.
    expect(runs).toEqual(['started', 'started']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['started', 'started']);
    await scheduler.stop();
  });
});
