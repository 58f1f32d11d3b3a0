import { describe, expect, it } from 'vitest';
import { createConcurrencyLimiter } from './concurrency-limiter';

describe('createConcurrencyLimiter', () => {
  it('releases the slot when a task fails', async () => {
    const limiter = createConcurrencyLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
    expect(limiter.active).toBe(0);
  });

  it('starts queued tasks first-in, first-out', async () => {
    const limiter = createConcurrencyLimiter(2);
    const order: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      limiter.run(async () => {
        order.push(i);
        await gate;
      }),
    );
    expect(limiter.active).toBe(2);
    expect(limiter.queued).toBe(3);
    release();
    await Promise.all(tasks);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });
});
