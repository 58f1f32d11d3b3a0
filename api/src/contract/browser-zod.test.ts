import { describe, expect, it } from 'vitest';

describe('zod in the browsers', () => {
  it('is jitless once browser-zod has run, so it never probes for eval', async () => {
    await import('./browser-zod');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const original = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(original, {
      apply: (...args) => {
        probed = true;
        return Reflect.apply(...args);
      },
      construct: (...args) => {
        probed = true;
        return Reflect.construct(...args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(probed).toBe(false);
  });
});
